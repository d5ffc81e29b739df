// The shared server runs with the demo's house preroll, so every visitor gets the advert first. A
// visitor test about the video itself turns the advert off for its own browser context only (the
// server's settings are shared by every file): the house VAST addresses answer an empty VAST
// document, which is no fill, as when an advert server has nothing to show.
import type { BrowserContext } from 'playwright-core';
import { HOUSE_VAST_BACKUP_PATH, HOUSE_VAST_PATH } from '@reel/api/settings';

/** A VAST document with no advert in it. */
const EMPTY_VAST = '<VAST version="3.0"/>';
const HOUSE_TAGS = new Set([HOUSE_VAST_PATH, HOUSE_VAST_BACKUP_PATH]);

/**
 * Answers the house preroll's tags in `context` with no advert, at any name of the server.
 *
 * The player still stands the preroll's Play overlay before the video and loads the video only
 * when played: the first play (a click on the overlay or the picture, Space, or the player's
 * play()) asks the tags, finds them empty and starts the video at once. So a visitor test plays
 * through the player, not by calling play() on the bare <video> before that first play.
 */
export async function withoutAdvert(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => HOUSE_TAGS.has(url.pathname),
    // Readable from any origin, as the server's own answer is: a sandboxed embed's origin is opaque.
    (route) =>
      route.fulfill({ status: 200, contentType: 'application/xml', headers: { 'access-control-allow-origin': '*' }, body: EMPTY_VAST }),
  );
}
