// The operator's site settings: one public, short-lived answer every page and the embed read, and
// the console's pair of calls that show and replace the whole object (admins only).
import { SETTINGS_LIFETIME_S } from '../constants.js';
import type { PublicSettings, SettingsSaved, SiteSettings } from '../settings.js';
import { answers, endpoint, sends } from './kit.js';

export const SETTINGS_JSON_PATH = '/api/settings.json';
const ADMIN_SETTINGS_PATH = '/api/admin/settings';

export const settings = endpoint({
  name: 'settings',
  method: 'GET',
  route: SETTINGS_JSON_PATH,
  shape: SETTINGS_JSON_PATH,
  summary: 'The public site settings: partner links, ad slots, the partner widget, the preroll, the reCAPTCHA site key.',
  params: {},
  answer: answers<PublicSettings>('PublicSettings (settings.ts)'),
  cache: SETTINGS_LIFETIME_S,
  errors: [],
});

export const adminSettings = endpoint({
  name: 'adminSettings',
  method: 'GET',
  route: ADMIN_SETTINGS_PATH,
  shape: ADMIN_SETTINGS_PATH,
  summary: 'Admins only: the whole settings object, with the hosts iframe ad slots may load from.',
  params: {},
  answer: answers<SiteSettings>('SiteSettings (settings.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'not_staff', 'not_admin'],
});

export const adminSaveSettings = endpoint({
  name: 'adminSaveSettings',
  method: 'POST',
  route: ADMIN_SETTINGS_PATH,
  shape: `${ADMIN_SETTINGS_PATH} (JSON: the whole SiteSettings object)`,
  summary: 'Admins only: replaces the settings; every address is checked, a refusal names each field with its code.',
  params: {},
  answer: answers<SettingsSaved>('SettingsSaved (settings.ts); 400 invalid_settings with errors [{field, code}]'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'not_staff', 'not_admin', 'csrf', 'invalid_body', 'invalid_settings'],
});

// The demo's house preroll, served by Reel itself so that a fresh demo shows the preroll working
// without any network: two VAST 3 files (a primary and its backup) and the short clip they name.
export const HOUSE_VAST_PATH = '/api/vast/house.xml';
export const HOUSE_VAST_BACKUP_PATH = '/api/vast/house-backup.xml';
export const HOUSE_PREROLL_CLIP_PATH = '/api/vast/house.mp4';

export const houseVast = endpoint({
  name: 'houseVast',
  method: 'GET',
  route: HOUSE_VAST_PATH,
  shape: HOUSE_VAST_PATH,
  summary: "The house preroll's VAST 3 file (the demo's primary tag): one linear advert, skippable after 5 s.",
  params: {},
  answer: sends('VAST 3 XML'),
  cache: SETTINGS_LIFETIME_S,
  errors: [],
  crossOrigin: true,
});

export const houseVastBackup = endpoint({
  name: 'houseVastBackup',
  method: 'GET',
  route: HOUSE_VAST_BACKUP_PATH,
  shape: HOUSE_VAST_BACKUP_PATH,
  summary: "The house preroll's backup VAST 3 file (the demo's second tag), the same clip under another advert id.",
  params: {},
  answer: sends('VAST 3 XML'),
  cache: SETTINGS_LIFETIME_S,
  errors: [],
  crossOrigin: true,
});

export const housePrerollClip = endpoint({
  name: 'housePrerollClip',
  method: 'GET',
  route: HOUSE_PREROLL_CLIP_PATH,
  shape: HOUSE_PREROLL_CLIP_PATH,
  summary: "The house preroll's clip (H.264/AAC mp4), made by the demo seed; 404 where it was not made.",
  params: {},
  answer: sends('video/mp4'),
  cache: SETTINGS_LIFETIME_S,
  errors: ['not_found'],
  crossOrigin: true,
});
