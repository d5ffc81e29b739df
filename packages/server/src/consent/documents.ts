// The consent releases' files: kept privately (never under the media folder or the media prefix,
// which serve pictures publicly), each under a random name that says nothing of the performer, and
// read back only by the console's checked route. A document's type is read from its first bytes:
// its name and the type the browser claims are never trusted. Where they are kept is a store: the
// private consent folder (this module) or the bucket (bucketDocuments.ts); consentStore.ts picks one.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
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

/** Where the releases are kept: one interface, whichever place holds them. */
export interface ConsentStore {
  /** Keeps the document under a new random key. */
  put(bytes: Buffer): Promise<StoredDocument>;
  /** The document's bytes as a stream, or null when this store does not hold it. */
  open(fileKey: string): Promise<Readable | null>;
  /** Removes the document for good; nothing happens when this store does not hold it. */
  remove(fileKey: string): Promise<void>;
}

/** A new document's key and its digest. */
export const newDocument = (bytes: Buffer): StoredDocument => ({
  fileKey: randomBytes(KEY_BYTES).toString('hex'),
  sha256: createHash('sha256').update(bytes).digest('hex'),
});

/** Whether a name is a document's key, as this module makes them. */
export const isConsentKey = (name: string): boolean => KEY_RE.test(name);

/** Keys are ours; anything else never reaches the disk or the bucket. */
export function checkedKey(fileKey: string): string {
  if (!isConsentKey(fileKey)) throw new Error('not a consent document key');
  return fileKey;
}

/** The releases as files in `dir`, which is made private to this process's user. */
export function folderConsentStore(dir: string): ConsentStore {
  const pathOf = (fileKey: string) => join(dir, checkedKey(fileKey));
  return {
    async put(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stored = newDocument(bytes);
      await writeFile(pathOf(stored.fileKey), bytes, { mode: 0o600, flag: 'wx' });
      return stored;
    },
    async open(fileKey) {
      const file = await open(pathOf(fileKey), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null;
        throw err;
      });
      return file?.createReadStream() ?? null;
    },
    remove: (fileKey) => rm(pathOf(fileKey), { force: true }),
  };
}
