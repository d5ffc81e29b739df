// The page-address parameters the player reads: autostart, autoplay, start_time,
// seek_time, ts, campaign. The meaning of ts and campaign is not specified, so they are passed
// on as text. An invalid value is treated as absent rather than guessed at.
import { parseTimeText } from './time.js';

export interface PlayerQuery {
  autostart?: boolean;
  autoplay?: boolean;
  /** Seconds. */
  start_time?: number;
  /** Seconds. */
  seek_time?: number;
  ts?: string;
  campaign?: string;
}

/** `1`/`true`/`yes` → true, `0`/`false`/`no` → false, anything else → absent. */
export function parseFlag(value: string | null): boolean | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '1' || v === 'true' || v === 'yes') return true;
  if (v === '0' || v === 'false' || v === 'no') return false;
  return undefined;
}

// Accepts what a page has at hand: location.search, location.href, a URL or URLSearchParams.
function toParams(input: string | URL | URLSearchParams): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (input instanceof URL) return input.searchParams;
  const queryAt = input.indexOf('?');
  const hashAt = input.indexOf('#');
  if (queryAt < 0 && /^[a-z][a-z\d+.-]*:|^\//i.test(input)) return new URLSearchParams();
  const query = queryAt < 0 ? input : input.slice(queryAt + 1, hashAt > queryAt ? hashAt : undefined);
  return new URLSearchParams(query);
}

function text(value: string | null): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

export function readPlayerQuery(input: string | URL | URLSearchParams): PlayerQuery {
  // Every parameter read here needs a value: an address with no `=` has none, and is not parsed
  // (in a fresh page, the parse and its pattern cost about half a millisecond of a player's start).
  if (typeof input === 'string' && !input.includes('=')) return {};
  const params = toParams(input);
  const found: PlayerQuery = {
    autostart: parseFlag(params.get('autostart')),
    autoplay: parseFlag(params.get('autoplay')),
    start_time: parseTimeText(params.get('start_time')),
    seek_time: parseTimeText(params.get('seek_time')),
    ts: text(params.get('ts')),
    campaign: text(params.get('campaign')),
  };
  // Absent keys are left out so `{...defaults, ...query}` keeps the defaults.
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as PlayerQuery;
}
