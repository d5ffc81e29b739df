// The operator's site settings: partner links, the ad slots, the partner widget, the preroll and the
// reCAPTCHA site key. They live in the database and are edited in the console; the site and the
// embed read the public part through one short-lived call. What every visitor's first page needs (the
// defaults, the page block's id, the address checks) is in settingsDefaults.ts and the validator in
// settingsCheck.ts, so neither that page nor the console carries the other's part.

export interface ExternalLink {
  url: string;
  label: string;
}

/** A promo link of the category slider. */
export interface PromoLink {
  url: string;
  url_text: string;
  /** Extra class name, to style one link apart. */
  selector?: string;
  icon?: { src: string };
  icon_mobile?: { src: string };
}

/** What fills an ad slot: a banner picture, an ad network's iframe, or a house text link. */
export type AdContent =
  | { kind: 'image'; href: string; src: string; alt: string }
  | { kind: 'iframe'; src: string; title: string }
  | { kind: 'house'; href: string; text: string };
export const AD_KINDS = ['image', 'iframe', 'house'] as const;

export interface PromoItem {
  url: string;
  title: string;
  thumb: string;
}

export const PREROLL_ENGINES = ['vast', 'ima'] as const;
export type PrerollEngine = (typeof PREROLL_ENGINES)[number];

/** The preroll every visitor (not members) gets before a video. */
export interface Preroll {
  engine: PrerollEngine;
  /** Advert tag addresses: the primary first, then the backups in the order they are tried. */
  tags: string[];
  /** The advertising-statistics address, called with `out_name` and `cisai` when an advert loads; '' for none. */
  stats_url: string;
  out_name: string;
  cisai: string;
}

/** The slots the site has, each of a fixed size: the footer's four, the one beside the watch page's
 * player and the four above its suggested videos. */
export const AD_SLOT_NAMES = [
  'footer-1',
  'footer-2',
  'footer-3',
  'footer-4',
  'watch-side',
  'suggestion-1',
  'suggestion-2',
  'suggestion-3',
  'suggestion-4',
] as const;
export type AdSlotName = (typeof AD_SLOT_NAMES)[number];

/** The custodian of the age and consent records the 2257 statement names; both empty: not set yet. */
export interface Custodian {
  name: string;
  /** Where the records are kept, one line. */
  address: string;
}

/** What every visitor may read (GET /api/settings.json and the page's `#reel-settings`). */
export interface PublicSettings {
  /** The footer's "Our network", also the header's Sites menu. */
  sisterSites: ExternalLink[];
  liveCams: ExternalLink;
  directory: ExternalLink;
  /** The studio whose join-now and download links the site promotes. */
  studio: ExternalLink;
  webmasters: ExternalLink;
  rtaLabel: ExternalLink;
  contactEmail: string;
  promoLinks: PromoLink[];
  /** Slot → content; a slot with none stays empty. */
  adSlots: Partial<Record<AdSlotName, AdContent>>;
  /** The partner promo widget; no items hides it. */
  partnerWidget: { title: string; items: PromoItem[] };
  /** The reCAPTCHA v3 site key of the password-restore request; '' loads no captcha script. */
  recaptchaSiteKey: string;
  /** null: no preroll. */
  preroll: Preroll | null;
  /** Shown on the 2257 statement. */
  custodian: Custodian;
}

/** How a place checks a visitor's age: no gate, the click-through declaration, or a check by an
 * age-assurance provider (self-declaration is not accepted where the law asks for more). */
export const AGE_MODES = ['none', 'declare', 'verify'] as const;
export type AgeMode = (typeof AGE_MODES)[number];

/** One place's rule: a country (`GB`) or a country's region (`US-TX`), as the CDN names them. */
export interface AgePlaceRule {
  place: string;
  mode: AgeMode;
}

/** The age gate by jurisdiction: a region's rule wins over its country's, which wins over the default. */
export interface AgePolicy {
  default: AgeMode;
  places: AgePlaceRule[];
}

/** The whole settings object, as admins edit it. */
export interface SiteSettings extends PublicSettings {
  /** The hosts an iframe ad slot may load from (exact host names); seen by admins only. */
  iframeHosts: string[];
  /** REPORT_DUE_DAYS: the business days (Monday to Friday, UTC) within which every report, notice and
   * appeal is to be decided; each complaint keeps the due date it was given when it came in. Staff only. */
  reportDueDays: number;
  /** Seen by admins only: a visitor learns the mode of their own place from the server. */
  agePolicy: AgePolicy;
}

/** What POST /api/admin/settings answers. */
export interface SettingsSaved {
  ok: true;
  settings: SiteSettings;
}

// ----- limits -----

export const SETTINGS_URL_MAX_CHARS = 2000;
export const SETTINGS_LABEL_MAX_CHARS = 100;
export const SETTINGS_TEXT_MAX_CHARS = 200;
export const SISTER_SITES_MAX = 6;
export const PROMO_LINKS_MAX = 10;
export const PARTNER_ITEMS_MAX = 12;
/** The primary tag and up to four backups. */
export const PREROLL_TAGS_MAX = 5;
export const IFRAME_HOSTS_MAX = 20;
export const HOST_MAX_CHARS = 253;
export const RECAPTCHA_KEY_MAX_CHARS = 100;
/** The longest a complaint may be given, in business days. */
export const REPORT_DUE_DAYS_MAX = 30;
/** Room for every country and the regions that legislate on their own. */
export const AGE_PLACES_MAX = 400;
export const CUSTODIAN_NAME_MAX_CHARS = 100;
export const CUSTODIAN_ADDRESS_MAX_CHARS = 300;

/** The part of the settings visitors get: everything but the staff's own settings. */
export function publicSettings(s: SiteSettings): PublicSettings {
  const { iframeHosts: _adminOnly, reportDueDays: _staffOnly, agePolicy: _adminPolicy, ...visible } = s;
  return visible;
}

/** The player's `ads` option (PlayerAdsOptions of @reel/player) for a preroll. */
export function prerollAds(p: Preroll): {
  kind: PrerollEngine;
  getTag: () => string[];
  statsUrl?: string;
  statsParams: { out_name: string; cisai: string };
} {
  return {
    kind: p.engine,
    getTag: () => [...p.tags],
    ...(p.stats_url && { statsUrl: p.stats_url }),
    statsParams: { out_name: p.out_name, cisai: p.cisai },
  };
}
