// The in-process response cache, bounded in bytes and built so that a flood of new addresses cannot
// push out the answers that get real traffic:
// - two segments: every answer enters "probation"; one asked for again is promoted to "protected",
//   which holds most of the bytes. A promotion that would push out a protected answer asked for more
//   often is refused; every answer's count of requests is halved at a fixed pace of requests, so a
//   count tells its share of recent traffic and an answer that was popular once does not stay forever;
// - admission: while probation has room every answer is stored; once it is full, only an answer
//   whose key was already asked for within a window is, so a one-off address costs neither memory
//   nor the compression of its stored forms;
// - freshness is per request: a request's own lifetime says how old an answer it accepts, so one key
//   serves every lifetime and a shorter one never shortens the entry's life for the others.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  RESPONSE_CACHE_AGING_HITS,
  RESPONSE_CACHE_ENTRY_OVERHEAD_BYTES,
  RESPONSE_CACHE_MIN_BYTES,
  RESPONSE_CACHE_PROTECTED_PERCENT,
  RESPONSE_CACHE_SEEN_KEYS,
  RESPONSE_CACHE_SEEN_WINDOW_MS,
} from '../constants.js';
import type { EncodedBody } from './compress.js';

export interface CachedAnswer extends EncodedBody {
  storedAtMs: number;
}

interface Slot {
  answer: CachedAnswer;
  expiresAtMs: number;
  hits: number;
  bytes: number;
}

function slotBytes(key: string, body: EncodedBody): number {
  const forms = body.forms ? body.forms.br.length + body.forms.gzip.length : 0;
  return body.identity.length + forms + key.length * 2 + RESPONSE_CACHE_ENTRY_OVERHEAD_BYTES;
}

/** A short fixed-size stand-in for a key, so remembering a long address costs no more than a short one. */
function keyHash(key: string): string {
  return createHash('sha1').update(key).digest('base64');
}

export class ResponseCache {
  private readonly probation: LRUCache<string, Slot>;
  private readonly protectedSegment: LRUCache<string, Slot>;
  private readonly seen = new LRUCache<string, number>({ max: RESPONSE_CACHE_SEEN_KEYS });
  private hitsSinceAging = 0;
  /** Lookups answered and not answered since the start, for the metrics. */
  private answered = 0;
  private unanswered = 0;
  private readonly making = new Map<string, Promise<unknown>>();

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < RESPONSE_CACHE_MIN_BYTES) {
      throw new RangeError(`RESPONSE_CACHE_MAX_BYTES must be a whole number of bytes, at least ${RESPONSE_CACHE_MIN_BYTES}: ${maxBytes}`);
    }
    const protectedBytes = Math.floor((maxBytes * RESPONSE_CACHE_PROTECTED_PERCENT) / 100);
    const probationBytes = maxBytes - protectedBytes;
    const sized = { maxSize: probationBytes, maxEntrySize: probationBytes, sizeCalculation: (slot: Slot) => slot.bytes };
    this.probation = new LRUCache<string, Slot>(sized);
    this.protectedSegment = new LRUCache<string, Slot>({
      ...sized,
      maxSize: protectedBytes,
      // A protected answer pushed out gets one more chance in probation rather than none.
      dispose: (slot, key, reason) => {
        if (reason === 'evict') this.probation.set(key, slot);
      },
    });
  }

  /** The answer stored under `key` if it is younger than `maxAgeS`, the asking request's lifetime. */
  get(key: string, maxAgeS: number): CachedAnswer | undefined {
    const answer = this.lookup(key, maxAgeS);
    if (answer) this.answered++;
    else this.unanswered++;
    return answer;
  }

  /**
   * The fast path's lookup: a found answer counts as a hit, a missing one counts nothing, since the
   * full path that then takes the request makes (and counts) its own lookup.
   */
  getIfFresh(key: string, maxAgeS: number): CachedAnswer | undefined {
    const answer = this.lookup(key, maxAgeS);
    if (answer) this.answered++;
    return answer;
  }

  private lookup(key: string, maxAgeS: number): CachedAnswer | undefined {
    const now = this.now();
    const isProtected = this.protectedSegment.has(key);
    const slot = isProtected ? this.protectedSegment.get(key) : this.probation.get(key);
    if (!slot) return undefined;
    if (slot.expiresAtMs <= now) {
      this.delete(key);
      return undefined;
    }
    if (now - slot.answer.storedAtMs >= maxAgeS * 1000) return undefined;
    slot.hits++;
    this.age();
    if (!isProtected) this.promote(key, slot);
    return slot.answer;
  }

  /**
   * One making of an answer per key at a time: requests that arrive while it is being made wait for
   * it instead of running the same query and compression again (after a `clear()`, a busy list is
   * asked for by every open connection at once).
   */
  shared<T>(key: string, make: () => Promise<T>): Promise<T> {
    const running = this.making.get(key);
    if (running) return running as Promise<T>;
    const made = make().finally(() => this.making.delete(key));
    this.making.set(key, made);
    return made;
  }

  /** Whole seconds since the answer was made, for the `Age` header. */
  ageS(answer: CachedAnswer): number {
    return Math.max(0, Math.floor((this.now() - answer.storedAtMs) / 1000));
  }

  /**
   * Records a request for `key` that the cache could not answer and says whether its fresh answer,
   * `bytes` long before compression, is worth storing: always while probation has room for it, and
   * otherwise only when the key was asked for before within the window.
   */
  shouldStore(key: string, bytes: number): boolean {
    const now = this.now();
    const hash = keyHash(key);
    const seenAt = this.seen.get(hash);
    const seenBefore = seenAt !== undefined && now - seenAt <= RESPONSE_CACHE_SEEN_WINDOW_MS;
    if (!seenBefore) this.seen.set(hash, now);
    return seenBefore || this.probation.calculatedSize + bytes <= this.probation.maxSize;
  }

  set(key: string, body: EncodedBody, lifetimeS: number): void {
    if (lifetimeS <= 0) return;
    const now = this.now();
    const previous = this.protectedSegment.peek(key) ?? this.probation.peek(key);
    const slot: Slot = {
      answer: { ...body, storedAtMs: now },
      // A request with a shorter lifetime refreshes the answer without cutting the entry's life.
      expiresAtMs: Math.max(now + lifetimeS * 1000, previous?.expiresAtMs ?? 0),
      hits: previous?.hits ?? 0,
      bytes: slotBytes(key, body),
    };
    if (this.protectedSegment.has(key)) this.protectedSegment.set(key, slot);
    else this.probation.set(key, slot);
  }

  private promote(key: string, slot: Slot): void {
    const segment = this.protectedSegment;
    if (segment.calculatedSize + slot.bytes > segment.maxSize) {
      const victimKey = segment.rkeys().next().value;
      const victim = victimKey === undefined ? undefined : segment.peek(victimKey);
      if (victim && victim.hits > slot.hits) return;
    }
    this.probation.delete(key);
    segment.set(key, slot);
  }

  private age(): void {
    if (++this.hitsSinceAging < RESPONSE_CACHE_AGING_HITS) return;
    this.hitsSinceAging = 0;
    for (const slot of this.protectedSegment.values()) slot.hits >>= 1;
    for (const slot of this.probation.values()) slot.hits >>= 1;
  }

  private delete(key: string): void {
    this.protectedSegment.delete(key);
    this.probation.delete(key);
  }

  /** Milliseconds since the epoch of the last `clear`; 0 before any. */
  clearedAtMs = 0;

  /** Drops every answer, e.g. when a video changes in ways many lists show. */
  clear(): void {
    this.protectedSegment.clear();
    this.probation.clear();
    this.clearedAtMs = this.now();
  }

  /**
   * Drops the answers whose key `depends` accepts, and nothing else, so that a change only one
   * video's answers show costs only those. Unlike `clear`, it sends no reads to the primary after
   * (`catalogueReads`): it is for a change the answers do not read from the database.
   */
  dropWhere(depends: (key: string) => boolean): number {
    let dropped = 0;
    for (const segment of [this.protectedSegment, this.probation]) {
      for (const key of [...segment.keys()]) {
        if (!depends(key)) continue;
        segment.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  get size(): number {
    return this.protectedSegment.size + this.probation.size;
  }

  get bytes(): number {
    return this.protectedSegment.calculatedSize + this.probation.calculatedSize;
  }

  /** Lookups that found a fresh enough answer, since the start. */
  get hits(): number {
    return this.answered;
  }

  /** Lookups that found none (absent, expired or older than the request accepts), since the start. */
  get misses(): number {
    return this.unanswered;
  }
}
