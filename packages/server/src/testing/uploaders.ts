// Members who may upload: the affidavit accepted and verified as an uploader, recorded as a
// moderator's manual verification would be (without a moderator: the test stands in for one).
import type { Database } from '../db/client.js';
import { insertUploaderVerification } from '../queries/uploaderVerifications.js';
import { createMember, type NewMember, type TestMember } from './members.js';

/** Verifies an existing member as an uploader. */
export async function verifyUploader(database: Database, userId: number): Promise<void> {
  await insertUploaderVerification(database, userId, { method: 'manual', staffId: null });
}

/** A new member who may upload: the affidavit accepted and verified as an uploader. */
export async function createUploader(database: Database, opts: Omit<NewMember, 'verified'> = {}): Promise<TestMember> {
  const member = await createMember(database, { ...opts, verified: true });
  await verifyUploader(database, member.user_id);
  return member;
}
