// @reel/api/settings: the site settings' shape, their defaults and what a visitor's page may read of
// them, the check a save passes (`checkSettings`) and the settings' addresses. Each name is exported
// on purpose.
export {
  AD_KINDS,
  AD_SLOT_NAMES,
  type AdContent,
  type AdSlotName,
  AGE_MODES,
  AGE_PLACES_MAX,
  type AgeMode,
  type AgePlaceRule,
  type AgePolicy,
  type Custodian,
  type ExternalLink,
  IFRAME_HOSTS_MAX,
  PARTNER_ITEMS_MAX,
  type Preroll,
  PREROLL_ENGINES,
  PREROLL_TAGS_MAX,
  prerollAds,
  PROMO_LINKS_MAX,
  type PromoItem,
  type PromoLink,
  publicSettings,
  REPORT_DUE_DAYS_MAX,
  type PublicSettings,
  type SettingsSaved,
  SISTER_SITES_MAX,
  type SiteSettings,
} from '../settings.js';
export { DEFAULT_SITE_SETTINGS, safeHref, safeSrc, SETTINGS_ELEMENT_ID } from '../settingsDefaults.js';
export { checkSettings } from '../settingsCheck.js';
export { HOUSE_PREROLL_CLIP_PATH, HOUSE_VAST_BACKUP_PATH, HOUSE_VAST_PATH, SETTINGS_JSON_PATH } from '../endpoints/settings.js';
