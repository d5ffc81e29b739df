// How the console writes times, durations and stored values: in UTC, so every moderator reads the
// same time for the same event wherever they are.
import { t, textIn } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { AUDIT_VALUE_MAX_CHARS } from './constants';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86400;

/** `2025-03-12 10:04 UTC`, or the dash when there is no time. */
export function when(iso: string | null | undefined): string {
  if (!iso) return t(ADMIN_TEXT, 'admin.none');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A video's length, `m:ss` or `h:mm:ss`. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / SECONDS_PER_HOUR);
  const m = Math.floor((s % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = String(s % SECONDS_PER_MINUTE).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** How long ago, in the two largest units: `45 s`, `12 min`, `3 h 20 min`, `2 d 4 h`. */
export function age(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < SECONDS_PER_MINUTE) return t(ADMIN_TEXT, 'admin.seconds', { n: s });
  if (s < SECONDS_PER_HOUR) return t(ADMIN_TEXT, 'admin.minutes', { n: Math.floor(s / SECONDS_PER_MINUTE) });
  if (s < SECONDS_PER_DAY)
    return t(ADMIN_TEXT, 'admin.hours', {
      h: Math.floor(s / SECONDS_PER_HOUR),
      m: Math.floor((s % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
    });
  return t(ADMIN_TEXT, 'admin.days', { d: Math.floor(s / SECONDS_PER_DAY), h: Math.floor((s % SECONDS_PER_DAY) / SECONDS_PER_HOUR) });
}

/** A stored value as one line of JSON, cut at AUDIT_VALUE_MAX_CHARS; null and absent are the dash. */
export function compactJson(value: unknown): { text: string; full: string } {
  if (value === null || value === undefined) return { text: t(ADMIN_TEXT, 'admin.none'), full: '' };
  const full = JSON.stringify(value) ?? String(value);
  return { text: full.length > AUDIT_VALUE_MAX_CHARS ? `${full.slice(0, AUDIT_VALUE_MAX_CHARS)}…` : full, full };
}

/** The words for a refusal's code, or the general sentence naming it. */
export function errorText(code: string): string {
  return textIn([ADMIN_TEXT], `admin.error.${code}`) ?? t(ADMIN_TEXT, 'admin.error.general', { code });
}

/** The words for a video status number. */
export function statusText(statusId: number): string {
  return textIn([ADMIN_TEXT], `admin.status.${statusId}`) ?? t(ADMIN_TEXT, 'admin.status.unknown', { id: statusId });
}
