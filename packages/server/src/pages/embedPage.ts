// The embed page `/embed/{id}/`: the built page with the public settings, and for a live public
// video the player's boot data and its `<video>` inside the player's root (playerBoot.ts). A
// member gets no advert, so their copy has the `<video>` whatever the preroll; in a frame on another
// site the browser usually withholds the session cookie, and the viewer gets the visitor's copy.
import { PLAYER_BOOT_VIDEO_ID } from '@reel/api';
import { videoIdOfAddress } from '@reel/api/pages';
import type { AppContext } from '../context.js';
import { currentPublicSettings } from '../settings/current.js';
import { loadVideos } from '../queries/videoRows.js';
import { scriptsAfterFirstFrame } from './loadOrder.js';
import type { PageAudience } from './pageCache.js';
import { asksToPlay, bootTags, playerBoot, prerollFor, withBoot } from './playerBoot.js';
import { withSettings } from './settingsScript.js';

const PLAYER_ROOT = /<main id="player"[^>]*>/;

export async function renderEmbedPage(ctx: AppContext, indexHtml: string, url: URL, audience: PageAudience = 'visitor'): Promise<string> {
  const settings = await currentPublicSettings(ctx);
  const html = withSettings(indexHtml, settings);
  const id = videoIdOfAddress(url.pathname, ['embed']);
  if (id === null) return html;
  const [video] = await loadVideos(ctx, [id]);
  const boot = video ? await playerBoot(ctx, video) : null;
  if (!boot) return html;
  const tags = bootTags(boot, { autostart: asksToPlay(url), preroll: prerollFor(settings, audience) });
  const booted = withBoot(html, tags, PLAYER_ROOT);
  // Asked to play, the video goes first: the player's script runs at its first frame (loadOrder.ts).
  return tags.video ? scriptsAfterFirstFrame(booted, tags.video, PLAYER_BOOT_VIDEO_ID, { stylesPlaceVideo: true }) : booted;
}
