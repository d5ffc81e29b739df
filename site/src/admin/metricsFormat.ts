// How the dashboard writes its figures.
import { t } from '../text';
import { DASHBOARD_TEXT } from '../text/dashboard';

const NONE = () => t(DASHBOARD_TEXT, 'dash.dash');

export const percent = (ratio: number | null): string => (ratio === null ? NONE() : `${(ratio * 100).toFixed(1)}%`);
export const millis = (ms: number | null): string => (ms === null ? NONE() : t(DASHBOARD_TEXT, 'dash.ms', { n: ms.toLocaleString('en') }));

/** Watch time in hours past two hours, seconds below. */
export function duration(ms: number): string {
  const s = ms / 1000;
  if (s >= 7200) return t(DASHBOARD_TEXT, 'dash.h', { n: (s / 3600).toFixed(1) });
  return t(DASHBOARD_TEXT, 'dash.s', { n: Math.round(s).toLocaleString('en') });
}

const DAY_MS = 86_400_000;
/** A UTC day `back` days before `now`, YYYY-MM-DD. */
export const utcDay = (now: number, back = 0): string => new Date(now - back * DAY_MS).toISOString().slice(0, 10);
