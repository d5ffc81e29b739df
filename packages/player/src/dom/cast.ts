// Playing on another screen: the AirPlay button (Safari: the system's picker of AirPlay targets)
// and the Remote Playback button (Chromium: a cast device, through `video.remote`). Each is in the
// bar only while the browser says a target is there to play on: Safari by its availability event,
// Chromium by the callback of `watchAvailability`. Part of the extras chunk (extras.ts).
import type { PlayerContext } from '../context.js';
import { h, setLabel, svgIcon } from './el.js';

const AIRPLAY_ICON = 'M6 22h12l-6-6zM21 3H3a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4v-2H3V5h18v12h-4v2h4a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z';
const CAST_ICON =
  'M21 3H3a2 2 0 0 0-2 2v3h2V5h18v14h-7v2h7a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zM1 18v3h3a3 3 0 0 0-3-3zm0-4v2a5 5 0 0 1 5 5h2a7 7 0 0 0-7-7zm0-4v2a9 9 0 0 1 9 9h2A11 11 0 0 0 1 10z';

/** Safari's AirPlay parts of the media element and its availability event (not in the DOM typings). */
interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?(): void;
  readonly webkitCurrentPlaybackTargetIsWireless?: boolean;
}
type AvailabilityEvent = Event & { availability?: 'available' | 'not-available' };

function castButton(ctx: PlayerContext, name: string, label: string, d: string): HTMLButtonElement {
  const button = h(ctx.doc, 'button', { type: 'button', class: `reel-btn reel-${name}`, hidden: true, 'aria-pressed': 'false' });
  button.append(svgIcon(ctx.doc, name, d));
  setLabel(button, label);
  return button;
}

/** The AirPlay button, where Safari has AirPlay: shown while its event says a target is available. */
export function createAirPlay(ctx: PlayerContext, video: AirPlayVideo): HTMLButtonElement | null {
  const win = ctx.doc.defaultView as (Window & { WebKitPlaybackTargetAvailabilityEvent?: unknown }) | null;
  if (!win?.WebKitPlaybackTargetAvailabilityEvent || typeof video.webkitShowPlaybackTargetPicker !== 'function') return null;
  const { bag } = ctx;
  const button = castButton(ctx, 'airplay', ctx.labels.airplay, AIRPLAY_ICON);
  bag.on<AvailabilityEvent>(video, 'webkitplaybacktargetavailabilitychanged', (e) => {
    button.hidden = e.availability !== 'available';
  });
  bag.on(video, 'webkitcurrentplaybacktargetiswirelesschanged', () => {
    button.setAttribute('aria-pressed', String(Boolean(video.webkitCurrentPlaybackTargetIsWireless)));
  });
  bag.on(button, 'click', () => video.webkitShowPlaybackTargetPicker?.());
  return button;
}

/**
 * The Remote Playback button: shown while `watchAvailability` reports a device (or while one is
 * connecting or connected), its label and `data-state` following the connection. A browser that
 * cannot watch (it rejects: no monitoring on this device, `disableRemotePlayback`) shows none.
 */
export function createRemotePlayback(ctx: PlayerContext, video: HTMLVideoElement): HTMLButtonElement | null {
  const remote = video.remote as RemotePlayback | undefined;
  if (!remote || typeof remote.watchAvailability !== 'function' || video.disableRemotePlayback) return null;
  const { bag, labels } = ctx;
  const button = castButton(ctx, 'cast', labels.cast, CAST_ICON);
  let available = false;
  const reflect = (): void => {
    const { state } = remote;
    button.hidden = !available && state === 'disconnected';
    button.dataset.state = state;
    button.setAttribute('aria-pressed', String(state === 'connected'));
    setLabel(button, state === 'connected' ? labels.castConnected : state === 'connecting' ? labels.castConnecting : labels.cast);
  };
  remote
    .watchAvailability((on) => {
      available = on;
      if (!bag.disposed) reflect();
    })
    .then(
      (id) => {
        const cancel = (): void => void remote.cancelWatchAvailability(id).catch(() => undefined);
        if (bag.disposed) cancel();
        else bag.add(cancel);
      },
      () => undefined,
    );
  for (const name of ['connecting', 'connect', 'disconnect']) bag.on(remote, name, reflect);
  // The browser's own device picker; a dismissed picker or no device is a rejection, and nothing changes.
  bag.on(button, 'click', () => void remote.prompt().catch(() => undefined));
  reflect();
  return button;
}
