// The operator's site settings: one public, short-lived answer every page and the embed read, and
// the console's pair of calls that show and replace the whole object (admins only).
import { SETTINGS_LIFETIME_S } from '../constants.js';
import { endpoint } from './kit.js';

export const SETTINGS_JSON_PATH = '/api/settings.json';
const ADMIN_SETTINGS_PATH = '/api/admin/settings';

export const settings = endpoint({
  name: 'settings',
  method: 'GET',
  route: SETTINGS_JSON_PATH,
  shape: SETTINGS_JSON_PATH,
  summary: 'The public site settings: partner links, ad slots, the partner widget, the preroll, the reCAPTCHA site key.',
  params: {},
  answer: 'PublicSettings (settings.ts)',
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
  answer: 'SiteSettings (settings.ts)',
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
  answer: 'SettingsSaved (settings.ts); 400 invalid_settings with errors [{field, code}]',
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'not_staff', 'not_admin', 'csrf', 'invalid_body', 'invalid_settings'],
});
