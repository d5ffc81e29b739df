// Formatting of stored values into their wire form.

/** hh:mm:ss at an hour or more, mm:ss below. */
export function formatDuration(totalS: number): string {
  const s = Math.max(0, Math.round(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${two(h)}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function formatDate(value: Date | string | null): string {
  if (value === null) return '';
  const d = value instanceof Date ? value : new Date(value);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

/** Joins the public media base and a path under the media root. */
export function mediaUrl(base: string, rel: string | undefined | null): string {
  if (!rel) return '';
  return base.replace(/\/$/, '') + '/' + rel.replace(/^\//, '');
}
