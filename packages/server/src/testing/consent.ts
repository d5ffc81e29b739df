// Consent records for tests that approve a video: one performer with a release on file, stored as
// the attach call stores it.
import { consentStore } from '../consent/consentStore.js';
import type { AppContext } from '../context.js';
import { insertConsentRecord } from '../queries/consentRecords.js';

/** The smallest file that reads as a PDF by its bytes. */
export const TEST_RELEASE_PDF = Buffer.from('%PDF-1.4\n% consent release for tests\n%%EOF\n');

/** Names one performer of `videoId` with a release on file, as its uploader would. */
export async function attachTestConsent(ctx: AppContext, videoId: number, performer = 'Test Performer'): Promise<void> {
  const [video] = await ctx.database.query<{ user_id: number | null }>('SELECT user_id FROM videos WHERE video_id = $1', [videoId]);
  const stored = await consentStore(ctx.config).put(TEST_RELEASE_PDF);
  await insertConsentRecord(ctx.database, {
    videoId,
    uploaderId: video?.user_id ?? null,
    performer,
    mime: 'application/pdf',
    bytes: TEST_RELEASE_PDF.length,
    ...stored,
  });
}
