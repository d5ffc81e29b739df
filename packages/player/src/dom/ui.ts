// Puts the parts together inside the player's element: stage (video, VR canvas), top bar, big play
// button, spinner, control bar, related list and up-next card; the input (input.ts); and what the
// state changes show.
import type { StateChange } from '../core/state.js';
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import type { RateControl } from '../engine/rate.js';
import { addControlsStyles } from '../styles.js';
import { createControls, type ControlBar } from './controls.js';
import type { Extras } from './extras.js';
import { laterParts } from './later.js';
import { h, iconButton } from './el.js';
import { createFullscreen, type Fullscreen } from './fullscreen.js';
import { createHeader } from './header.js';
import { wireInput } from './input.js';
import { createRelated, type RelatedPanel } from './related.js';

export interface Ui {
  stage: HTMLElement;
  controls: ControlBar;
  related: RelatedPanel;
  fullscreen: Fullscreen;
  /** Speed menu, picture-in-picture and Media Session: a lazy chunk, loaded on first need. */
  extras(): Promise<Extras>;
  /** What the `c` key does: the session gives it once its captions exist. */
  captionsKey: () => void;
  onState(change: StateChange): void;
  /** Puts the bars in the page: once the first frame is out (firstFrame.ts), not before. */
  reveal(): void;
}

/** The picture alone: what the player shows until its controls are made. */
export function mountStage(ctx: PlayerContext, video: HTMLVideoElement): HTMLElement {
  const stage = h(ctx.doc, 'div', { class: 'reel-stage' }, video);
  ctx.root.replaceChildren(stage);
  return stage;
}

export function mountUi(
  ctx: PlayerContext,
  stage: HTMLElement,
  video: HTMLVideoElement,
  playback: Playback,
  rate: RateControl,
  timelinesUrl: string | null,
): Ui {
  const { doc, root, bag, options, emitter } = ctx;
  addControlsStyles(doc, options);
  const bigPlay = iconButton(doc, 'reel-bigplay', ctx.labels.play, 'play');
  const spinner = h(doc, 'div', { class: 'reel-spinner', 'aria-hidden': 'true' });
  const related = createRelated(ctx, (open) => {
    ui.controls.setRelatedOpen(open);
    emitter.emit('related', { open });
  });
  const fullscreen = createFullscreen(ctx, video, (on) => ui.controls.setFullscreen(on));
  const controls = createControls(ctx, video, playback, {
    timelinesUrl,
    toggleFullscreen: () => void fullscreen.toggle(),
    toggleRelated: () => related.toggle(),
  });
  // The extras (speed menu, picture-in-picture) join the bar before it is shown: added to a bar on
  // screen, they would move its other buttons. Without them (their chunk failed), the bar shows anyway.
  // Mounting the extras, putting the bars in and drawing the time (its first spoken form starts
  // Intl, slow on a phone) are three tasks: one would hold a phone's main thread too long at once.
  const reveal = (): void => {
    const next = (): void => void bag.timeout(show, 0);
    void later.extras().then(next, next);
  };
  const show = (): void => {
    if (bag.disposed || controls.element.isConnected) return;
    root.append(createHeader(ctx), bigPlay, spinner, controls.element, related.element);
    bag.timeout(() => controls.show(), 0);
  };
  const later = laterParts(ctx, video, playback, rate, controls, () => related.open('toggle'));
  const activity = wireInput(ctx, stage, video, playback, {
    fullscreen,
    rate,
    pip: () => void later.extras().then((x) => x.pip.toggle()),
    captions: () => ui.captionsKey(),
    shortcuts: later.toggleShortcuts,
  });
  bag.on(bigPlay, 'click', () => void playback.play());
  let state = 'idle';

  // No up-next card in embed mode. The card's chunk loads here: the checks run again after it.
  const onEnd = async (): Promise<void> => {
    // Without Reel's video there is no next video to go to.
    const next = ctx.embed || !options.video ? null : (options.upNext ?? (await related.first()));
    const card = next && !bag.disposed && state === 'complete' ? await later.upNext().catch(() => null) : null;
    if (bag.disposed || state !== 'complete') return;
    if (card && next) card.show(next);
    else related.open('end');
  };

  const ui: Ui = {
    stage,
    controls,
    related,
    fullscreen,
    extras: later.extras,
    captionsKey: () => {},
    onState(change) {
      state = change.state;
      controls.setState(change.state);
      activity.setPlaying(change.state === 'playing');
      if (change.previous === 'complete') later.hideUpNext();
      // Playback resumed (the element's own play event): the list opened by a pause gives way.
      if (change.input === 'play') related.close();
      if (change.state === 'paused' && change.input === 'pause') related.open('pause');
      if (change.state === 'complete') void onEnd();
    },
    reveal,
  };
  return ui;
}
