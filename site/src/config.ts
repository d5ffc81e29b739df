// The operator's settings, edited in the console (/admin/settings/) and written by the server into
// every page as the JSON block `#reel-settings`: read once, synchronously, when the app starts, so
// the first render needs no request. Without the block (the Vite dev server, component tests) the
// fresh-install defaults apply. A change reaches a visitor's next page within the settings' lifetime.
import { DEFAULT_SITE_SETTINGS, SETTINGS_ELEMENT_ID, type PublicSettings } from '@reel/api/settings';

export type { AdContent, ExternalLink, PromoItem, PromoLink } from '@reel/api/settings';
export type SiteConfig = PublicSettings;

/** The page's settings block, or the defaults when it is missing or unreadable. */
function readSettings(): PublicSettings {
  try {
    return JSON.parse(document.getElementById(SETTINGS_ELEMENT_ID)!.textContent!) || DEFAULT_SITE_SETTINGS;
  } catch {
    // No block, or not JSON: the defaults.
    return DEFAULT_SITE_SETTINGS;
  }
}

export const siteConfig: SiteConfig = readSettings();
