// The embed's preroll: the operator's preroll from the page's settings block (the server writes it
// into the embed page as into every site page), for visitors only. Members see no adverts; the
// embed knows a member by the site's readable sign-in hint, which a frame on Reel's own origin
// receives. In a frame on another site the browser may withhold that cookie (third-party): a member
// then gets the preroll like a visitor.
import { prerollAds, type PublicSettings } from '@reel/api/settings';
import { getCookie, type CookieJar } from '@reel/storage';

/** The readable sign-in hint the server sets at sign-in (the site's `uid`); never trusted, only read. */
const MEMBER_HINT_COOKIE = 'uid';

/** A member is signed in on the site, by its hint: they get no advert and every related video. */
export function isMember(jar: CookieJar): boolean {
  return Boolean(getCookie(MEMBER_HINT_COOKIE, jar));
}

/** The page's settings block text → its preroll; a missing or unreadable block has none. */
function prerollOf(settingsText: string | null | undefined): PublicSettings['preroll'] {
  try {
    return (JSON.parse(settingsText ?? 'null') as PublicSettings | null)?.preroll ?? null;
  } catch {
    // Not JSON: no preroll rather than a guess.
    return null;
  }
}

/** The player's `ads` option for this viewer, or undefined: no preroll set, or a member. */
export function embedAds(settingsText: string | null | undefined, jar: CookieJar): ReturnType<typeof prerollAds> | undefined {
  const preroll = prerollOf(settingsText);
  return preroll && !isMember(jar) ? prerollAds(preroll) : undefined;
}
