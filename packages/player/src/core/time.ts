// Time text in the forms the player meets: page-address times (`90`, `1:30`, `1m30s`), the
// video's duration text (`hh:mm:ss` or `mm:ss`) and ISO 8601 durations for JSON-LD.

const SECONDS = /^\d+(?:\.\d+)?$/;
const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/;
const UNITS = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?$/;

/**
 * Seconds from `90`, `90.5`, `1:30`, `01:02:03`, `1h2m3s`, `1m30s`, `45s`; anything else, a
 * negative value or an out-of-range minute/second field gives `undefined`.
 */
export function parseTimeText(text: string | null | undefined): number | undefined {
  const s = (text ?? '').trim().toLowerCase();
  if (s === '') return undefined;
  if (SECONDS.test(s)) return Number(s);
  const clock = CLOCK.exec(s);
  if (clock) {
    const [h, m, sec] = [Number(clock[1] ?? 0), Number(clock[2]), Number(clock[3])];
    // With an hour field the minutes are a clock field too; `90:00` alone is 90 minutes.
    if (sec >= 60 || (clock[1] !== undefined && m >= 60)) return undefined;
    return h * 3600 + m * 60 + sec;
  }
  const units = UNITS.exec(s);
  if (units && (units[1] || units[2] || units[3])) {
    return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  }
  return undefined;
}

/** ISO 8601 duration of whole seconds: 3723 → `PT1H2M3S`, 0 → `PT0S`. */
export function isoDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${parts}`;
}
