// The operator's site settings: partner links, the ad slots, the partner widget, the preroll and the
// reCAPTCHA site key. They live in the database and are edited in the console; the site and the
// embed read the public part through one short-lived call. The validator is in settingsCheck.ts, apart
// from what every visitor's first page loads.

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
}

/** The whole settings object, as admins edit it. */
export interface SiteSettings extends PublicSettings {
  /** The hosts an iframe ad slot may load from (exact host names); seen by admins only. */
  iframeHosts: string[];
}

/** The id of the page's JSON block holding the public settings (`<script type="application/json">`). */
export const SETTINGS_ELEMENT_ID = 'reel-settings';

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

// ----- fresh-install defaults -----

// Reserved `.example` addresses: a fresh install needs no network and links nowhere real.
const HOUSE_AD: AdContent = { kind: 'house', href: 'mailto:ads@reel.example?subject=Advertise', text: 'Advertise here' };

/** The settings of a fresh install, until an admin saves others. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  sisterSites: [
    { url: 'https://tube-one.example/', label: 'Tube One' },
    { url: 'https://tube-two.example/', label: 'Tube Two' },
    { url: 'https://hd-clips.example/', label: 'HD Clips' },
    { url: 'https://amateur-hub.example/', label: 'Amateur Hub' },
    { url: 'https://vr-room.example/', label: 'VR Room' },
    { url: 'https://classic-reels.example/', label: 'Classic Reels' },
  ],
  liveCams: { url: 'https://cams.example/', label: 'Live Cams' },
  directory: { url: 'https://directory.example/', label: 'Porn Directory' },
  studio: { url: 'https://studio.example/join', label: 'Join now' },
  webmasters: { url: 'https://webmasters.example/', label: 'Webmasters' },
  rtaLabel: { url: 'https://www.rtalabel.org/', label: 'RTA' },
  contactEmail: 'support@reel.example',
  promoLinks: [{ url: 'https://studio.example/join', url_text: 'Premium videos' }],
  adSlots: Object.fromEntries(AD_SLOT_NAMES.map((name) => [name, HOUSE_AD])),
  partnerWidget: { title: 'Partner videos', items: [] },
  recaptchaSiteKey: '',
  preroll: null,
  iframeHosts: [],
};

/** The part of the settings visitors get: everything but the admins' own lists. */
export function publicSettings(s: SiteSettings): PublicSettings {
  const { iframeHosts: _adminOnly, ...visible } = s;
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

/** For links the site draws from settings: an http(s) or mailto address, or nothing. The server
 * checked it when it was saved; the page checks again, so a value that got past is never a script. */
export const safeHref = (address: string): string | undefined => (/^(https?:\/\/|mailto:)/i.test(address) ? address : undefined);

/** For what a page loads from settings (a picture, an iframe): an http(s) address, or nothing. */
export const safeSrc = (address: string): string | undefined => (/^https?:\/\//i.test(address) ? address : undefined);
