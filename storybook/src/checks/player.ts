// What the player stories' play functions read: each player's status panel (its data-status JSON),
// the elements inside each player, and its <video>.
import { expect, waitFor } from 'storybook/test';
import type { PlayerStatus } from '../player/status';
import { POLL } from './page';

/** Longest a player story may take to set up and run its scenario (hls.js, software decoding). */
const SCENARIO_TIMEOUT_MS = 30_000;

const players = (canvas: HTMLElement): HTMLElement[] => [...canvas.querySelectorAll<HTMLElement>('[data-testid=story-player]')];

export function player(canvas: HTMLElement, i = 0): HTMLElement {
  const found = players(canvas)[i];
  if (!found) throw new Error(`the story has no player ${i}`);
  return found;
}

export const inPlayer = <E extends Element = HTMLElement>(canvas: HTMLElement, selector: string, i = 0): E | null =>
  player(canvas, i).querySelector<E>(selector);

export const allInPlayer = <E extends Element = HTMLElement>(canvas: HTMLElement, selector: string, i = 0): E[] => [
  ...player(canvas, i).querySelectorAll<E>(selector),
];

export function status(canvas: HTMLElement, i = 0): PlayerStatus {
  const panel = player(canvas, i).querySelector('[data-testid=player-status]');
  return JSON.parse(panel?.getAttribute('data-status') ?? '{}') as PlayerStatus;
}

/** Waits until every player of the story has finished its scenario (done or failed). */
export async function settled(canvas: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      expect(players(canvas).length).toBeGreaterThan(0);
      for (let i = 0; i < players(canvas).length; i++) expect(status(canvas, i).step).not.toBe('running');
    },
    { timeout: SCENARIO_TIMEOUT_MS, interval: POLL.interval },
  );
}

/** Waits until player `i`'s status satisfies `what`. */
export async function until(canvas: HTMLElement, what: (st: PlayerStatus) => boolean, i = 0): Promise<void> {
  await waitFor(() => expect(what(status(canvas, i)), JSON.stringify(status(canvas, i))).toBe(true), POLL);
}

/** Settled, set up, in `state`, its scenario done and no error event. */
export async function expectReady(canvas: HTMLElement, state: PlayerStatus['state'], i = 0): Promise<PlayerStatus> {
  await settled(canvas);
  const st = status(canvas, i);
  expect(st).toMatchObject({ ready: 'yes', state, step: 'done', errors: [] });
  return st;
}

export function video(canvas: HTMLElement, i = 0): HTMLVideoElement {
  const found = inPlayer<HTMLVideoElement>(canvas, 'video', i);
  if (!found) throw new Error(`player ${i} has no <video>`);
  return found;
}

/** The video plays on: its time moves on by more than 0.3 s. */
export async function expectAdvancing(canvas: HTMLElement, i = 0): Promise<void> {
  const from = video(canvas, i).currentTime;
  await waitFor(() => expect(video(canvas, i).currentTime).toBeGreaterThan(from + 0.3), POLL);
}
