// The consent releases' files: kept in the private consent folder (never under the media folder,
// which serves pictures publicly), each under a random name that says nothing of the performer, and
// read back only by the console's checked route. A document's type is read from its first bytes:
// its name and the type the browser claims are never trusted.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConsentDocumentType } from '@reel/api/moderation';

/** Random bytes of a document's file name. */
const KEY_BYTES = 16;
const KEY_RE = /^[0-9a-f]{32}$/;

const SIGNATURES: readonly { type: ConsentDocumentType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The document's type by its own bytes, or null when it is none of the accepted ones. */
export function sniffConsentDocument(head: Uint8Array): ConsentDocumentType | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b))?.type ?? null;
}

export interface StoredDocument {
  fileKey: string;
  sha256: string;
}

/** Writes the document under a new random name in `dir` (made private to this process's user). */
export async function storeConsentDocument(dir: string, bytes: Buffer): Promise<StoredDocument> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileKey = randomBytes(KEY_BYTES).toString('hex');
  await writeFile(join(dir, fileKey), bytes, { mode: 0o600, flag: 'wx' });
  return { fileKey, sha256: createHash('sha256').update(bytes).digest('hex') };
}

const pathOf = (dir: string, fileKey: string): string => {
  // Keys are ours; anything else never reaches the disk.
  if (!KEY_RE.test(fileKey)) throw new Error('not a consent document key');
  return join(dir, fileKey);
};

export const readConsentDocument = (dir: string, fileKey: string): Promise<Buffer> => readFile(pathOf(dir, fileKey));

export const removeConsentDocument = (dir: string, fileKey: string): Promise<void> => rm(pathOf(dir, fileKey), { force: true });
