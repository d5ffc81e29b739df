// The control bar: play/pause, skip back and forward (grouped by core/skip), volume, time, custom
// buttons, quality, the related toggle, share and download (not in embed mode) and full screen.
import { normaliseCustomButtons, type CustomButton } from '../core/controls.js';
import { downloadLink } from '../core/links.js';
import type { PlayerState } from '../core/state.js';
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import { h, icon, iconButton, setIcon, setLabel } from './el.js';
import { formatClock } from './format.js';
import { playerLink } from './links.js';
import { createQualityMenu, type QualityMenu } from './quality.js';
import { createSeekBar, type SeekBar } from './seekbar.js';
import { createShareMenu } from './share.js';
import { createVolume, type VolumeControl } from './volume.js';

export interface ControlBar {
  element: HTMLElement;
  /** The time display. */
  time: HTMLElement;
  seekBar: SeekBar;
  volume: VolumeControl;
  quality: QualityMenu;
  setState(state: PlayerState): void;
  /** Redraws the time and the seek bar; nothing until show(). */
  updateTime(): void;
  /** The bar is in the page from now on: drawn at once, and on each updateTime(). */
  show(): void;
  setFullscreen(on: boolean): void;
  setRelatedOpen(open: boolean): void;
}

export interface ControlHooks {
  timelinesUrl: string | null;
  toggleFullscreen(): void;
  toggleRelated(): void;
}

function customButton(ctx: PlayerContext, b: CustomButton): HTMLButtonElement {
  const button = h(ctx.doc, 'button', {
    type: 'button',
    class: 'reel-btn reel-custom',
    'data-id': b.id,
    'aria-label': b.label,
    title: b.label,
  });
  if (!b.icon) button.textContent = b.label;
  // An SVG text is shown as an image: <img> never runs what the markup may contain.
  else
    button.append(
      h(ctx.doc, 'img', { src: b.icon.trimStart().startsWith('<') ? `data:image/svg+xml,${encodeURIComponent(b.icon)}` : b.icon, alt: '' }),
    );
  ctx.bag.on(button, 'click', () => {
    try {
      b.onClick();
    } catch (error) {
      console.error(`[reel player] custom button "${b.id}" failed`, error);
    }
  });
  return button;
}

export function createControls(ctx: PlayerContext, video: HTMLVideoElement, playback: Playback, hooks: ControlHooks): ControlBar {
  const { doc, bag, options, labels } = ctx;
  const play = iconButton(doc, 'reel-play', labels.play, 'play');
  const back = iconButton(doc, 'reel-back', labels.back, 'back');
  const forward = iconButton(doc, 'reel-forward', labels.forward, 'forward');
  const time = h(doc, 'span', { class: 'reel-time', 'aria-live': 'off' }, '0:00 / 0:00');
  const related = iconButton(doc, 'reel-related-toggle', labels.related, 'related');
  const fullscreen = iconButton(doc, 'reel-fullscreen', labels.fullscreen, 'fullscreen');
  const volume = createVolume(ctx, video, playback);
  const quality = createQualityMenu(ctx, playback);
  const seekBar = createSeekBar(ctx, video, playback, hooks.timelinesUrl);
  related.setAttribute('aria-pressed', 'false');
  // Share, download and related videos are Reel's: they need its video (id and dir).
  const { video: reelVideo } = options;
  related.hidden = !reelVideo;

  const row = h(doc, 'div', { class: 'reel-row' }, play, back, forward, volume.element, time, h(doc, 'span', { class: 'reel-spacer' }));
  for (const b of normaliseCustomButtons(options.customButtons)) row.append(customButton(ctx, b));
  row.append(quality.element, related);
  if (!ctx.embed && reelVideo && options.share !== false) row.append(createShareMenu(ctx, reelVideo, () => video.currentTime));
  if (!ctx.embed && reelVideo) {
    const download = playerLink(ctx, { href: downloadLink(reelVideo.video_id), cls: 'reel-btn reel-download', label: labels.download });
    download.setAttribute('title', labels.download);
    download.append(icon(doc, 'download'));
    row.append(download);
  }
  row.append(fullscreen);
  const element = h(doc, 'div', { class: 'reel-bar' }, seekBar.element, row);

  // Drawing before the bar is shown would only spend the first frame's time (the seek bar's spoken
  // time goes through Intl, slow to start): until show() the updates are skipped.
  let shown = false;
  const draw = (): void => {
    time.textContent = `${formatClock(video.currentTime)} / ${formatClock(playback.duration())}`;
    seekBar.update();
  };

  bag.on(play, 'click', () => playback.togglePlay());
  bag.on(back, 'click', () => playback.skip.back());
  bag.on(forward, 'click', () => playback.skip.forward());
  bag.on(fullscreen, 'click', () => hooks.toggleFullscreen());
  bag.on(related, 'click', () => hooks.toggleRelated());

  return {
    element,
    time,
    seekBar,
    volume,
    quality,
    setState(state) {
      const playing = state === 'playing' || state === 'buffering';
      setIcon(play, playing ? 'pause' : 'play');
      setLabel(play, playing ? labels.pause : labels.play);
    },
    updateTime() {
      if (shown) draw();
    },
    show() {
      shown = true;
      draw();
    },
    setFullscreen(on) {
      setIcon(fullscreen, on ? 'exitFullscreen' : 'fullscreen');
      setLabel(fullscreen, on ? labels.exitFullscreen : labels.fullscreen);
    },
    setRelatedOpen(open) {
      related.setAttribute('aria-pressed', String(open));
    },
  };
}
