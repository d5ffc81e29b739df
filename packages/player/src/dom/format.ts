// The time display: `m:ss`, or `h:mm:ss` from an hour on. Pure, so it is tested in Node.

/** 5 → `0:05`, 75 → `1:15`, 3723 → `1:02:03`; a missing or endless time shows `0:00`. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

// Making an Intl.NumberFormat costs far more than using one (the first one loads the locale's data,
// tens of milliseconds on a phone), and the seek bar asks on every timeupdate: one per locale and unit.
const formats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string | undefined, unit: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${unit}`;
  let made = formats.get(key);
  if (!made) formats.set(key, (made = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })));
  return made;
}

/**
 * Spoken form for aria-valuetext, in the page's language through Intl (`1 minute 15 seconds`,
 * `1 Minute, 15 Sekunden`…): the unit words are the browser's, so no label is needed for them.
 */
export function spokenTime(seconds: number, locale?: string): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const parts: string[] = [];
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const unit = (n: number, word: string) => unitFormat(locale, word).format(n);
  if (h) parts.push(unit(h, 'hour'));
  if (m) parts.push(unit(m, 'minute'));
  if (s || parts.length === 0) parts.push(unit(s, 'second'));
  return parts.join(' ');
}

/** The page's language where the player sits (the nearest lang attribute), for Intl. */
export function pageLang(el: Element): string | undefined {
  return el.closest('[lang]')?.getAttribute('lang') || undefined;
}
