// How each story brings its player into the state it shows: real playback of real media, muted
// (browsers refuse sound without a click), then pause, seek to the end, open a menu… Each step
// waits for the player's own events, never for a fixed time.
import type { Player, PlayerState } from '@reel/player';

export type ScenarioName =
  'idle' | 'buffering' | 'playing' | 'paused' | 'complete' | 'related' | 'quality-menu' | 'seek-preview' | 'preroll';

export const SCENARIOS: readonly ScenarioName[] = [
  'idle',
  'buffering',
  'playing',
  'paused',
  'complete',
  'related',
  'quality-menu',
  'seek-preview',
  'preroll',
];

/** Long enough for hls.js and software decoding on a busy machine; a step that takes longer failed. */
const STEP_TIMEOUT_MS = 30_000;
const POLL_MS = 100;
/** How far before the end the complete and up-next stories start playing. */
const END_LEAD_S = 0.6;

type Check = () => boolean;

/** Resolves once `check` holds, looking after each player event and every POLL_MS. */
function until(player: Player, what: string, check: Check, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const offs: (() => void)[] = [];
    const finish = (error?: Error) => {
      offs.forEach((off) => off());
      clearInterval(poll);
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    const look = () => {
      if (check()) finish();
    };
    const onAbort = () => finish(new DOMException('the story was left', 'AbortError'));
    const poll = setInterval(look, POLL_MS);
    const timer = setTimeout(() => finish(new Error(`gave up waiting for ${what}`)), STEP_TIMEOUT_MS);
    signal.addEventListener('abort', onAbort, { once: true });
    offs.push(player.on('state', look), player.on('timeupdate', look));
    look();
  });
}

const inState = (player: Player, state: PlayerState) => () => player.getState() === state;

function find<E extends Element>(player: Player, selector: string): E {
  const found = player.element.querySelector<E>(selector);
  if (!found) throw new Error(`the player has no ${selector}`);
  return found;
}

async function ready(player: Player): Promise<void> {
  if (!(await player.ready)) throw new Error('the player was not set up');
}

/** The control bar on the picture: the player puts it there after its first frame. */
function controlsShown(player: Player, signal: AbortSignal): Promise<void> {
  return until(player, 'the control bar', () => player.element.querySelector('.reel-bar') !== null, signal);
}

/** Set up, with its controls on the picture. */
async function withControls(player: Player, signal: AbortSignal): Promise<void> {
  await ready(player);
  await controlsShown(player, signal);
}

async function startMuted(player: Player): Promise<void> {
  await ready(player);
  player.mute();
  // The promise settles when the element answers; a stalled network never answers, so no await.
  void player.play();
}

/** Hovers the seek bar at 60 % until the timeline thumbnail is drawn (the VTT loads on first hover). */
async function hoverSeekBar(player: Player, signal: AbortSignal): Promise<void> {
  await withControls(player, signal);
  const bar = find<HTMLElement>(player, '.reel-seek');
  const thumb = find<HTMLElement>(player, '.reel-preview-img');
  const move = () => {
    const box = bar.getBoundingClientRect();
    const at = { bubbles: true, clientX: box.left + box.width * 0.6, clientY: box.top + box.height / 2, pointerType: 'mouse' };
    bar.dispatchEvent(new PointerEvent('pointerenter', { ...at, bubbles: false }));
    bar.dispatchEvent(new PointerEvent('pointermove', at));
    return !thumb.hidden;
  };
  await until(player, 'the timeline thumbnail', move, signal);
}

const STEPS: Record<ScenarioName, (player: Player, signal: AbortSignal) => Promise<void>> = {
  // Nothing to do: the player shows what setup gave, a video waiting to be played (its controls come
  // with its first frame) or why there is none.
  async idle(player, signal) {
    if (await player.ready) await controlsShown(player, signal);
  },
  async buffering(player, signal) {
    await startMuted(player);
    await until(player, 'buffering', inState(player, 'buffering'), signal);
  },
  async playing(player, signal) {
    await startMuted(player);
    await until(player, 'playing', inState(player, 'playing'), signal);
  },
  async paused(player, signal) {
    await startMuted(player);
    await until(player, 'half a second of playback', () => player.getCurrentTime() > 0.5, signal);
    player.pause();
    await until(player, 'paused', inState(player, 'paused'), signal);
  },
  async complete(player, signal) {
    await ready(player);
    player.seek(Math.max(0, player.getDuration() - END_LEAD_S));
    await startMuted(player);
    await until(player, 'the end', inState(player, 'complete'), signal);
  },
  async related(player) {
    await ready(player);
    player.toggleRelated();
  },
  async 'quality-menu'(player, signal) {
    await withControls(player, signal);
    const menu = find<HTMLElement>(player, '.reel-quality-menu');
    find<HTMLButtonElement>(player, '.reel-quality').click();
    await until(player, 'the quality menu', () => !menu.hidden, signal);
  },
  'seek-preview': hoverSeekBar,
  /** Done once the advert shows its first frame (or the video plays, when no advert came). */
  async preroll(player, signal) {
    let advert = false;
    const off = player.on('metric', ({ name }) => (advert ||= name === 'player_adplay'));
    try {
      await startMuted(player);
      await until(player, 'the advert', () => advert || inState(player, 'playing')(), signal);
    } finally {
      off();
    }
  },
};

export function runScenario(player: Player, name: ScenarioName, signal: AbortSignal): Promise<void> {
  return STEPS[name](player, signal);
}
