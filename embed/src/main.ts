// The iframe embed page at /embed/{video_id}/: the player in embed mode, driven by the host page
// over postMessage (player.js), or a line of text when there is no video to show.
import { bootVideo, takePlayerBoot, VideoStatus } from '@reel/api';
import { ApiRequestError, isApiError } from '@reel/api/endpoints';
import { createMetricsQueue, embedHostOf, trackPlays, wireRecord } from '@reel/api/metrics';
import { SETTINGS_ELEMENT_ID } from '@reel/api/settings';
import { createPlayer, DELETED_TEXT } from '@reel/player';
import { api, loadRelated, mediaLoader, playerVideo } from './loaders';
import { isAgeRefusal, showAgeGate } from './ageGate';
import { applyLook, stopAt } from './look';
import { readEmbedOptions, videoIdFromPath } from './options';
import { embedAds } from './preroll';
import { bridgePlayer } from './playerjs/bridge';
import { connectHost } from './playerjs/host';
import { ERROR_NOT_SUPPORTED } from './playerjs/protocol';
import './style.css';

const SITE_NAME = 'Reel';
const TEXT = {
  notFound: 'Oops! Content not found!',
  failed: 'This video cannot be played right now. Please try again later.',
} as const;

const root = document.getElementById('player') as HTMLElement;
const options = readEmbedOptions(location.search);
// Listening starts before the video is fetched, so no listener the host adds meanwhile is lost.
const host = connectHost(window);
root.classList.toggle('embed--no-title', !options.showTitle);
applyLook(root, options);

function message(text: string): HTMLElement {
  const p = document.createElement('p');
  p.className = 'embed__message';
  p.setAttribute('role', 'status');
  p.textContent = text;
  return p;
}

/** No player can be made: say why, and tell the host so (ready, then an error). */
function unavailable(text: string): void {
  root.replaceChildren(message(text));
  host.ready();
  host.fail({ code: ERROR_NOT_SUPPORTED, msg: text });
}

async function start(): Promise<void> {
  const id = videoIdFromPath(location.pathname);
  if (id === null) return unavailable(TEXT.notFound);
  // The server writes a live public video and its files into the page: no call before the player.
  const boot = takePlayerBoot(document, id);
  const answer = boot ?? (await api.video(id));
  if (isApiError(answer)) return unavailable(TEXT.notFound);
  const { video } = answer;
  const adopt = bootVideo(document) as HTMLVideoElement | null;
  document.title = `${video.title} - ${SITE_NAME}`;
  // A deleted video is shown by the player itself; a file list that fails leaves it empty, so
  // the frame says why below.
  // The player's records and each play's summary go to POST /api/metrics, batched.
  const metrics = createMetricsQueue();
  const ads = embedAds(document.getElementById(SETTINGS_ELEMENT_ID)?.textContent, document);
  const forPlayer = playerVideo(video);
  const player = createPlayer(root, {
    metrics: (record) => {
      const wire = wireRecord(record, video.video_id);
      if (wire) metrics.add(wire);
    },
    video: forPlayer,
    loadMedia: mediaLoader(forPlayer, boot?.files),
    ...(adopt && { adopt }),
    loadRelated,
    embed: true,
    siteUrl: new URL('/', location.href).href,
    logo: `${import.meta.env.BASE_URL}logo.svg`,
    siteName: SITE_NAME,
    autoplay: options.autoplay,
    muted: options.muted,
    loop: options.loop,
    startTime: options.startTime,
    ...(ads && { ads }),
  });
  bridgePlayer(player, host);
  stopAt(player, options.endTime);
  const embedHost = embedHostOf(document.referrer, Array.from(location.ancestorOrigins ?? []));
  const plays = trackPlays(
    player,
    { videoId: video.video_id, embed: true, embedHost, adAsked: Boolean(ads), now: () => performance.now() },
    (s) => metrics.add(s),
  );
  metrics.beforeLeave(plays.flushPoint);
  const playable = await player.ready;
  host.ready();
  if (playable) return;
  const deleted = video.status_id === VideoStatus.Deleted;
  if (!deleted) root.replaceChildren(message(TEXT.failed));
  host.fail({ code: ERROR_NOT_SUPPORTED, msg: deleted ? DELETED_TEXT : TEXT.failed });
}

start().catch(async (err: unknown) => {
  if (isAgeRefusal(err)) {
    await showAgeGate(root).catch(() => unavailable(TEXT.failed));
    host.ready();
    return;
  }
  unavailable(err instanceof ApiRequestError && err.status === 404 ? TEXT.notFound : TEXT.failed);
});
