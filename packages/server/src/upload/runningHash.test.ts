// The running hash's own rules, against a store that keeps what it is given in memory (or less, as
// a cut write does): continued only at its offset, dropped when the store kept other than what was
// hashed, and bounded in number and age.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RunningHashes } from './runningHash.js';

const HOUR_MS = 3600 * 1000;
const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz');
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A store of uploads in memory; `keep` cuts what a write keeps (a broken connection). */
function memoryStore() {
  const files = new Map<string, Buffer>();
  return {
    files,
    writer:
      (id: string, offset: number, keep = Infinity) =>
      async (readable: Readable) => {
        const chunks: Buffer[] = [];
        for await (const chunk of readable) chunks.push(chunk as Buffer);
        const kept = Buffer.concat(chunks).subarray(0, keep);
        files.set(id, Buffer.concat([(files.get(id) ?? Buffer.alloc(0)).subarray(0, offset), kept]));
        return offset + kept.length;
      },
  };
}

async function send(hashes: RunningHashes, store: ReturnType<typeof memoryStore>, id: string, from: number, to: number, keep?: number) {
  return hashes.write(Readable.from([bytes.subarray(from, to)]), id, from, store.writer(id, from, keep));
}

describe('the running hash of a resumable upload', () => {
  it('covers an upload written in several pieces, and is taken once', async () => {
    const [hashes, store] = [new RunningHashes(HOUR_MS), memoryStore()];
    await send(hashes, store, 'a', 0, 10);
    await send(hashes, store, 'a', 10, bytes.length);
    expect(hashes.take('a', bytes.length)).toBe(sha256(bytes));
    expect(hashes.size).toBe(0);
  });

  it('is dropped by a write the store kept only part of, and by one at another offset', async () => {
    const [hashes, store] = [new RunningHashes(HOUR_MS), memoryStore()];
    expect(await send(hashes, store, 'cut', 0, 20, 5)).toBe(5);
    await send(hashes, store, 'cut', 5, bytes.length);
    expect(store.files.get('cut')).toEqual(bytes);
    expect(hashes.take('cut', bytes.length)).toBeNull();

    await send(hashes, store, 'moved', 0, 10);
    // Bytes 10 to 20 went through another node.
    await send(hashes, store, 'moved', 20, bytes.length);
    expect(hashes.take('moved', bytes.length)).toBeNull();
  });

  it('keeps at most its number of uploads, dropping the least recently written, and forgets expired ones', async () => {
    let now = 0;
    const [hashes, store] = [new RunningHashes(HOUR_MS, 2, () => now), memoryStore()];
    await send(hashes, store, 'a', 0, 5);
    await send(hashes, store, 'b', 0, 5);
    await send(hashes, store, 'a', 5, 10);
    await send(hashes, store, 'c', 0, 5);
    expect([hashes.size, hashes.take('b', 5)]).toEqual([2, null]);
    now = 2 * HOUR_MS;
    await send(hashes, store, 'd', 0, 5);
    expect(hashes.size).toBe(1);
    hashes.forget('d');
    expect(hashes.take('d', 5)).toBeNull();
  });
});
