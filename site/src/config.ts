// The operator's configuration: partner links, the live-cams, directory and studio partners, the
// ad slots' contents and the partner promo widget. The defaults below need no network and name
// reserved `.example` addresses; an operator replaces any part at build time with the JSON of
// the `VITE_SITE_CONFIG` environment variable, e.g.
// `VITE_SITE_CONFIG='{"liveCams":{"url":"https://cams.test/","label":"Live Cams"}}' pnpm build`.

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

export interface PromoItem {
  url: string;
  title: string;
  thumb: string;
}

export interface SiteConfig {
  /** The footer's "Our network": six sister sites, also the header's Sites menu. */
  sisterSites: ExternalLink[];
  liveCams: ExternalLink;
  directory: ExternalLink;
  /** The studio whose join-now and download links the site promotes. */
  studio: ExternalLink;
  webmasters: ExternalLink;
  rtaLabel: ExternalLink;
  contactEmail: string;
  promoLinks: PromoLink[];
  /**
   * Slot name → content; a slot with none stays empty. Names: footer-1 … footer-4; on the watch
   * page watch-side (beside the player) and suggestion-1 … suggestion-4 (above the suggested videos).
   */
  adSlots: Record<string, AdContent | undefined>;
  /** The partner promo widget (12 items); empty hides it. */
  partnerWidget: { title: string; items: PromoItem[] };
  /**
   * The reCAPTCHA v3 site key of the password-restore request. Empty (the default) loads no
   * captcha script and sends an empty token; set it together with the server's secret.
   */
  recaptchaSiteKey: string;
}

const HOUSE_AD: AdContent = { kind: 'house', href: 'mailto:ads@reel.example?subject=Advertise', text: 'Advertise here' };

export const DEFAULT_SITE_CONFIG: SiteConfig = {
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
  adSlots: {
    'footer-1': HOUSE_AD,
    'footer-2': HOUSE_AD,
    'footer-3': HOUSE_AD,
    'footer-4': HOUSE_AD,
    'watch-side': HOUSE_AD,
    'suggestion-1': HOUSE_AD,
    'suggestion-2': HOUSE_AD,
    'suggestion-3': HOUSE_AD,
    'suggestion-4': HOUSE_AD,
  },
  partnerWidget: { title: 'Partner videos', items: [] },
  recaptchaSiteKey: '',
};

function overrides(): Partial<SiteConfig> {
  const raw: unknown = import.meta.env?.VITE_SITE_CONFIG;
  if (typeof raw !== 'string' || !raw.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<SiteConfig>) : {};
  } catch {
    console.error('VITE_SITE_CONFIG is not valid JSON: the default site configuration is used');
    return {};
  }
}

export const siteConfig: SiteConfig = { ...DEFAULT_SITE_CONFIG, ...overrides() };
