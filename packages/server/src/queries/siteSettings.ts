// The operator's site settings, kept as one JSON text under one key of the settings table: the whole
// object is read and replaced at once, so every node sees one consistent version of it.
import type { SiteSettings } from '@reel/api/settings';
import type { Database } from '../db/client.js';
import type { SettingRecord } from './rows.js';

export const SITE_SETTINGS_KEY = 'site_settings';

/** What was saved, parsed; null when nothing was (a fresh install) or the text is not JSON. */
export async function storedSiteSettings(database: Database): Promise<unknown> {
  const rows = await database.query<Pick<SettingRecord, 'value'>>(`SELECT value FROM settings WHERE key = $1`, [SITE_SETTINGS_KEY]);
  if (rows.length === 0) return null;
  try {
    return JSON.parse(rows[0].value) as unknown;
  } catch {
    return null;
  }
}

/** Replaces the saved settings with `value` (already checked). */
export async function storeSiteSettings(database: Database, value: SiteSettings): Promise<void> {
  await database.query(`INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
    SITE_SETTINGS_KEY,
    JSON.stringify(value),
  ]);
}
