// A video's duration read from its header while its bytes stream past, without keeping the file:
// an MP4/MOV's `moov` box (its `mvhd`'s duration over its timescale) and a WebM/Matroska's
// `Info` element (its `Duration` in `TimestampScale` units). The reader walks the boxes (elements)
// as the bytes arrive and keeps only the few it reads (an `mvhd`, an `Info`), so a header spread
// over many chunks costs a few kilobytes. It answers once: the duration, `unknown` when the header
// does not say it in a way the later ffprobe check would agree with (a fragmented MP4, whose
// `moov` does not count its fragments; no or a zero duration; the media before the header), or
// `garbled` when the boxes cannot be what they claim (a box shorter than its own header, one that
// runs past the box holding it).

import { HEADER_INFO_MAX_BYTES, HEADER_MVHD_MAX_BYTES } from './constants.js';

export type HeaderVerdict = { kind: 'duration'; seconds: number } | { kind: 'unknown' } | { kind: 'garbled' };

/** What the reader does next: read `need` bytes into `then`, pass over `skip` bytes, or answer. */
type Step = { need: number; then: (bytes: Buffer) => Step } | { skip: number; then: () => Step } | { done: HeaderVerdict };

const UNKNOWN: Step = { done: { kind: 'unknown' } };
const GARBLED: Step = { done: { kind: 'garbled' } };
const BOX_HEADER_BYTES = 8;
const LARGE_SIZE_BYTES = 8;
const EBML_HEADER_ID = 0x1a45dfa3;
const SEGMENT_ID = 0x18538067;
const INFO_ID = 0x1549a966;
const CLUSTER_ID = 0x1f43b675;
const TIMESTAMP_SCALE_ID = 0x2ad7b1;
const DURATION_ID = 0x4489;
const DEFAULT_TIMESTAMP_SCALE_NS = 1_000_000;
const NS_PER_S = 1e9;

const duration = (seconds: number): Step => (Number.isFinite(seconds) && seconds > 0 ? { done: { kind: 'duration', seconds } } : UNKNOWN);

/** A box's header: its size (the 64-bit one when the 32-bit says 1) and type, then `then`. */
function boxHeader(then: (size: number, type: string, headerBytes: number) => Step): Step {
  return {
    need: BOX_HEADER_BYTES,
    then: (b) => {
      const size = b.readUInt32BE(0);
      const type = b.toString('latin1', 4, 8);
      if (size !== 1) return then(size, type, BOX_HEADER_BYTES);
      return {
        need: LARGE_SIZE_BYTES,
        then: (l) => then(Number(l.readBigUInt64BE(0)), type, BOX_HEADER_BYTES + LARGE_SIZE_BYTES),
      };
    },
  };
}

/** The duration an `mvhd`'s body gives; its version says how wide its fields are. */
function mvhdDuration(body: Buffer): Step {
  const version = body[0];
  const wide = version === 1;
  if (version !== 0 && !wide) return GARBLED;
  if (body.length < (wide ? 32 : 20)) return GARBLED;
  const timescale = body.readUInt32BE(wide ? 20 : 12);
  const units = wide ? body.readBigUInt64BE(24) : BigInt(body.readUInt32BE(16));
  // All ones means "not known"; a zero timescale is one ffprobe replaces with its own guess.
  const unknownUnits = wide ? 0xffffffffffffffffn : 0xffffffffn;
  if (timescale === 0 || units === unknownUnits) return UNKNOWN;
  return duration(Number(units) / timescale);
}

interface Moov {
  seconds: Step | null;
  fragmented: boolean;
}

/** The `moov`'s children, `left` bytes of them: its `mvhd` is read, an `mvex` marks it fragmented. */
function moovChildren(left: number, moov: Moov): Step {
  if (left === 0) return moov.fragmented || !moov.seconds ? UNKNOWN : moov.seconds;
  if (left < BOX_HEADER_BYTES) return GARBLED;
  return boxHeader((declared, type, headerBytes) => {
    const size = declared === 0 ? left : declared;
    if (size < headerBytes || size > left) return GARBLED;
    const bodyBytes = size - headerBytes;
    const next = () => moovChildren(left - size, moov);
    if (type === 'mvex') moov.fragmented = true;
    if (type !== 'mvhd') return { skip: bodyBytes, then: next };
    if (bodyBytes > HEADER_MVHD_MAX_BYTES) return GARBLED;
    return {
      need: bodyBytes,
      then: (body) => {
        moov.seconds = mvhdDuration(body);
        return moov.seconds === GARBLED ? GARBLED : next();
      },
    };
  });
}

/** The file's top-level boxes, passed over until the `moov`. */
function mp4TopLevel(): Step {
  return boxHeader((size, type, headerBytes) => {
    // A size of 0 runs to the end of the file: whatever it is, no `moov` comes after it.
    if (size === 0) return UNKNOWN;
    if (size < headerBytes) return GARBLED;
    if (type === 'moov') return moovChildren(size - headerBytes, { seconds: null, fragmented: false });
    return { skip: size - headerBytes, then: mp4TopLevel };
  });
}

/** The length an EBML variable-size integer takes, from its first byte (0 when none). */
const vintLength = (first: number) => (first === 0 ? 0 : Math.clz32(first) - 23);

/** An EBML element's id (its marker bit kept) and size (null when "unknown"), then `then`. */
function ebmlHeader(then: (id: number, size: number | null) => Step): Step {
  const vint = (maxBytes: number, done: (bytes: Buffer) => Step): Step => ({
    need: 1,
    then: (first) => {
      const length = vintLength(first[0]);
      if (length === 0 || length > maxBytes) return GARBLED;
      if (length === 1) return done(first);
      return { need: length - 1, then: (rest) => done(Buffer.concat([first, rest])) };
    },
  });
  return vint(4, (idBytes) =>
    vint(8, (sizeBytes) => {
      const id = idBytes.readUIntBE(0, idBytes.length);
      return then(id, ebmlSize(sizeBytes));
    }),
  );
}

/** A size vint's value without its marker bit; all ones is "unknown" (null). */
function ebmlSize(bytes: Buffer): number | null {
  let value = BigInt(bytes[0] & (0xff >> bytes.length));
  for (const b of bytes.subarray(1)) value = (value << 8n) | BigInt(b);
  return value === (1n << BigInt(7 * bytes.length)) - 1n ? null : Number(value);
}

/** The `Info` element's body: its `TimestampScale` and `Duration` (a 4- or 8-byte float). */
function infoDuration(body: Buffer): Step {
  let scale = DEFAULT_TIMESTAMP_SCALE_NS;
  let units: number | null = null;
  for (let at = 0; at < body.length;) {
    const idLength = vintLength(body[at]);
    const sizeAt = at + idLength;
    const sizeLength = sizeAt < body.length ? vintLength(body[sizeAt]) : 0;
    if (idLength === 0 || idLength > 4 || sizeLength === 0 || sizeAt + sizeLength > body.length) return GARBLED;
    const id = body.readUIntBE(at, idLength);
    const size = ebmlSize(body.subarray(sizeAt, sizeAt + sizeLength));
    const dataAt = sizeAt + sizeLength;
    if (size === null || dataAt + size > body.length) return GARBLED;
    if (id === TIMESTAMP_SCALE_ID && size >= 1 && size <= 6) scale = body.readUIntBE(dataAt, size);
    if (id === DURATION_ID) {
      if (size === 4) units = body.readFloatBE(dataAt);
      else if (size === 8) units = body.readDoubleBE(dataAt);
      else return GARBLED;
    }
    at = dataAt + size;
  }
  return units === null ? UNKNOWN : duration((units * scale) / NS_PER_S);
}

/** The Segment's children, passed over until its `Info`; a `Cluster` (media) first: unknown. */
function segmentChildren(): Step {
  return ebmlHeader((id, size) => {
    if (id === CLUSTER_ID || size === null) return UNKNOWN;
    if (id !== INFO_ID) return { skip: size, then: segmentChildren };
    if (size > HEADER_INFO_MAX_BYTES) return UNKNOWN;
    return { need: size, then: infoDuration };
  });
}

/** The EBML header, then the Segment. */
function ebmlTopLevel(): Step {
  return ebmlHeader((id, size) => {
    if (id === SEGMENT_ID) return segmentChildren();
    if (size === null) return GARBLED;
    return id === EBML_HEADER_ID ? { skip: size, then: ebmlTopLevel } : UNKNOWN;
  });
}

/** The header families read: UPLOAD_EXTENSIONS' container family names. */
const READERS: Readonly<Record<string, () => Step>> = { mp4: mp4TopLevel, matroska: ebmlTopLevel };

/** Reads a file's duration from its header as its bytes are fed in order from the first. */
export class HeaderDurationReader {
  private step: Step;
  private held: Buffer[] = [];
  private heldBytes = 0;

  /** `family`: the file's container family (UPLOAD_EXTENSIONS); one without a reader is unknown. */
  constructor(family: string | undefined) {
    const reader = family === undefined ? undefined : READERS[family];
    this.step = reader ? reader() : UNKNOWN;
  }

  /** The answer once the header was read, else null (more bytes needed). */
  get verdict(): HeaderVerdict | null {
    return 'done' in this.step ? this.step.done : null;
  }

  /** Feeds the next bytes of the file; answers the verdict once there is one. */
  feed(chunk: Buffer): HeaderVerdict | null {
    let at = 0;
    while (!('done' in this.step) && at < chunk.length) {
      const step = this.step;
      if ('skip' in step) {
        const passed = Math.min(step.skip, chunk.length - at);
        at += passed;
        this.step = passed === step.skip ? step.then() : { skip: step.skip - passed, then: step.then };
        continue;
      }
      const taken = Math.min(step.need - this.heldBytes, chunk.length - at);
      // Copied: a view would keep the whole chunk alive while the header waits for the next one.
      this.held.push(Buffer.from(chunk.subarray(at, at + taken)));
      this.heldBytes += taken;
      at += taken;
      if (this.heldBytes < step.need) continue;
      const bytes = Buffer.concat(this.held);
      this.held = [];
      this.heldBytes = 0;
      this.step = step.then(bytes);
    }
    // A step that needs or skips nothing is taken at once (an empty box, an empty element).
    while (!('done' in this.step) && ('skip' in this.step ? this.step.skip === 0 : this.step.need === 0)) {
      const step = this.step;
      this.step = 'skip' in step ? step.then() : step.then(Buffer.alloc(0));
    }
    return this.verdict;
  }
}
