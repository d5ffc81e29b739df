// The content hash of a file on disk, read as a stream: the duplicate check's key (SHA-256, hex).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
