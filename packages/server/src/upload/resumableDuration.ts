// The early duration check of a resumable upload, whichever store keeps its bytes: as a write's bytes
// pass to the store, the header reader (headerDuration.ts) reads them, and once it has the duration
// (a faststart MP4's `moov`, a Matroska's `Info`) an upload too long or too short is refused at that
// write by the single-request upload's code, and a header that cannot be read as what it claims is
// refused as damaged. The refused write ends there for the store (the rest of its body is read and
// dropped), the upload is removed with every byte its store kept, and the refusal is thrown; nothing
// is thrown into the store's own streams (see resumableSniff.ts). Each upload's reader lives in this
// node's memory with the offset it reached and is continued only by a write that starts exactly there
// (a write at offset 0 starts one); an upload whose header reached another node, or this one before a
// restart, is checked when its last byte is in, as is a file whose header comes after its media.
import { Transform, pipeline, type Readable } from 'node:stream';
import { MIN_VIDEO_DURATION_S, RESUMABLE_UPLOAD_METADATA, UPLOAD_EXTENSIONS, UPLOAD_FIELDS, uploadExtension } from '@reel/api';
import type { Upload } from '@tus/server';
import type { ApiHttpError } from '../http/errors.js';
import { EARLY_DURATION_MARGIN_S, RESUMABLE_HEADER_READS_MAX, UPLOAD_MAX_DURATION_S } from './constants.js';
import { HeaderDurationReader, type HeaderVerdict } from './headerDuration.js';
import { refuse } from './submit.js';

export interface DurationWatchedStore {
  getUpload(id: string): Promise<Upload>;
  remove(id: string): Promise<void>;
}

interface Reading {
  reader: HeaderDurationReader;
  /** The bytes [0, offset) of the upload went through the reader. */
  offset: number;
}

/** The refusal a header's verdict earns, by the single-request upload's codes; null to go on. */
export function headerRefusal(verdict: HeaderVerdict): ApiHttpError | null {
  if (verdict.kind === 'garbled') return refuse('damaged', UPLOAD_FIELDS.file, undefined, 415);
  if (verdict.kind !== 'duration') return null;
  if (verdict.seconds > UPLOAD_MAX_DURATION_S + EARLY_DURATION_MARGIN_S)
    return refuse('max_duration', UPLOAD_FIELDS.file, { max: UPLOAD_MAX_DURATION_S });
  if (verdict.seconds < MIN_VIDEO_DURATION_S - EARLY_DURATION_MARGIN_S)
    return refuse('min_duration', UPLOAD_FIELDS.file, { min: MIN_VIDEO_DURATION_S });
  return null;
}

export class HeaderDurations {
  private readonly reading = new Map<string, Reading>();

  constructor(private readonly max = RESUMABLE_HEADER_READS_MAX) {}

  /** Writes `readable` at `offset` through `write`, reading the header from the bytes it passes on. */
  async write(
    store: DurationWatchedStore,
    readable: Readable,
    id: string,
    offset: number,
    write: (readable: Readable) => Promise<number>,
  ): Promise<number> {
    // Taken out while the write lasts: a write that fails leaves no reader behind.
    const found = this.reading.get(id);
    this.reading.delete(id);
    const reading = found?.offset === offset ? found : offset === 0 ? await this.start(store, id) : null;
    if (!reading) return write(readable);
    let passed = 0;
    let refusal: ApiHttpError | null = null;
    const watch = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (refusal) return done();
        const verdict = reading.reader.verdict ?? reading.reader.feed(chunk);
        refusal = verdict && headerRefusal(verdict);
        if (!refusal) {
          passed += chunk.length;
          return done(null, chunk);
        }
        this.push(null);
        done();
      },
    });
    const written = await write(pipeline(readable, watch, () => undefined));
    if (refusal) {
      await store.remove(id);
      throw refusal;
    }
    if (written === offset + passed && reading.reader.verdict === null) this.keep(id, { ...reading, offset: written });
    return written;
  }

  /** Forgets an upload's reader (terminated, refused, expired). */
  forget(id: string): void {
    this.reading.delete(id);
  }

  /** How many uploads have a header being read on this node. */
  get size(): number {
    return this.reading.size;
  }

  private async start(store: DurationWatchedStore, id: string): Promise<Reading> {
    const upload = await store.getUpload(id);
    const extension = uploadExtension(upload.metadata?.[RESUMABLE_UPLOAD_METADATA.filename] ?? '');
    return { reader: new HeaderDurationReader(UPLOAD_EXTENSIONS[extension]?.[0]), offset: 0 };
  }

  private keep(id: string, reading: Reading): void {
    // The map keeps insertion order: the first entries are the least recently written.
    for (const other of this.reading.keys()) {
      if (this.reading.size < this.max) break;
      this.reading.delete(other);
    }
    this.reading.set(id, reading);
  }
}
