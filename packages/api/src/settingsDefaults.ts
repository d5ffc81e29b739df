// What a visitor's first page needs of the site settings: the fresh-install defaults (also the
// server's until an admin saves), the id of the page's settings block, and the checks a page makes
// again before it links or loads an address from the settings. It imports no values, so the first
// page's chunk carries nothing of the console's.
import type { AdContent, SiteSettings } from './settings.js';

/** The id of the page's JSON block holding the public settings (`<script type="application/json">`). */
export const SETTINGS_ELEMENT_ID = 'reel-settings';

// Reserved `.example` addresses: a fresh install needs no network and links nowhere real.
const HOUSE_AD: AdContent = { kind: 'house', href: 'mailto:ads@reel.example?subject=Advertise', text: 'Advertise here' };

/** Business days to decide a complaint: the card networks' rule for adult merchants is seven. */
export const REPORT_DUE_DAYS_DEFAULT = 7;

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
  // Every slot of AD_SLOT_NAMES, written out: this module imports no values, so a visitor's first
  // page does not share a chunk with the console (the validator's test checks the two agree).
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
  preroll: null,
  // No custodian until the operator names one: the 2257 statement says so.
  custodian: { name: '', address: '' },
  iframeHosts: [],
  reportDueDays: REPORT_DUE_DAYS_DEFAULT,
  // The click-through declaration everywhere until the operator names the places that need more.
  agePolicy: { default: 'declare', places: [] },
};

/** For links the site draws from settings: an http(s) or mailto address, or nothing. The server
 * checked it when it was saved; the page checks again, so a value that got past is never a script. */
export const safeHref = (address: string): string | undefined => (/^(https?:\/\/|mailto:)/i.test(address) ? address : undefined);

/** For what a page loads from settings (a picture, an iframe): an http(s) address, or nothing. */
export const safeSrc = (address: string): string | undefined => (/^https?:\/\//i.test(address) ? address : undefined);
