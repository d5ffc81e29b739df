// The content hash of a resumable upload, taken as its bytes pass to the store (either store), so the
// last PATCH answers as soon as its bytes are in instead of reading the whole file again. Each upload's
// running hash lives in this node's memory with the offset it covers. It is continued only by a
// write that starts exactly there and after which the store's offset is that offset plus the bytes
// hashed; anything else (a write another node took, a restart, a cut write whose bytes the store did
// not all keep) drops it, and the finished upload is read again for its hash (hash.ts). The result is
// the same SHA-256 either way.
import { createHash, type Hash } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
import { RESUMABLE_RUNNING_HASHES_MAX } from './constants.js';

interface Running {
  hash: Hash;
  /** The bytes [0, offset) of the upload are in the hash. */
  offset: number;
  /** When its first byte was hashed: the upload was created before, so it has expired once this
   * is older than the resumable upload's hours. */
  startedMs: number;
}

export class RunningHashes {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly expiryMs: number,
    private readonly max = RESUMABLE_RUNNING_HASHES_MAX,
    private readonly now = Date.now,
  ) {}

  /** Writes `readable` at `offset` through `write`, hashing the bytes it passes on when they continue
   * the upload's running hash (or start it, at offset 0). */
  async write(readable: Readable, id: string, offset: number, write: (readable: Readable) => Promise<number>): Promise<number> {
    // Taken out while the write lasts: a write that fails leaves no hash behind.
    const found = this.running.get(id);
    this.running.delete(id);
    const running = found?.offset === offset ? found : offset === 0 ? { hash: createHash('sha256'), offset, startedMs: this.now() } : null;
    if (!running) return write(readable);
    let hashed = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        running.hash.update(chunk);
        hashed += chunk.length;
        done(null, chunk);
      },
    });
    const written = await write(pipeline(readable, tap, () => undefined));
    if (written === offset + hashed) this.keep(id, { ...running, offset: written });
    return written;
  }

  /** The SHA-256 (hex) of a finished upload of `size` bytes when its running hash covers them all,
   * else null; the running hash is forgotten either way. */
  take(id: string, size: number): string | null {
    const running = this.running.get(id);
    this.running.delete(id);
    return running?.offset === size ? running.hash.digest('hex') : null;
  }

  /** Forgets an upload's running hash (terminated, refused, expired). */
  forget(id: string): void {
    this.running.delete(id);
  }

  /** How many uploads have a running hash on this node. */
  get size(): number {
    return this.running.size;
  }

  private keep(id: string, running: Running): void {
    const expired = this.now() - this.expiryMs;
    // The map keeps insertion order: the first entries are the least recently written.
    for (const [other, { startedMs }] of this.running) {
      if (startedMs < expired || this.running.size >= this.max) this.running.delete(other);
      else break;
    }
    this.running.set(id, running);
  }
}
