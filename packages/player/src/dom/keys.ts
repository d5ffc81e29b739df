// The keyboard map (space/k, ←/→, ↑/↓, f, m, 0–9), as a pure function so it is tested in Node.
// Keys with Ctrl, Alt or Meta belong to the browser and the page, never to the player.
import { VOLUME_KEY_STEP } from '../constants.js';

export type KeyAction =
  | { kind: 'toggle-play' }
  | { kind: 'skip'; direction: 1 | -1 }
  | { kind: 'volume'; delta: number }
  | { kind: 'fullscreen' }
  | { kind: 'mute' }
  | { kind: 'seek-fraction'; fraction: number };

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export function keyAction(input: KeyInput): KeyAction | null {
  if (input.ctrlKey || input.altKey || input.metaKey) return null;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (key === ' ' || key === 'k' || key === 'Spacebar') return { kind: 'toggle-play' };
  if (key === 'ArrowLeft') return { kind: 'skip', direction: -1 };
  if (key === 'ArrowRight') return { kind: 'skip', direction: 1 };
  if (key === 'ArrowUp') return { kind: 'volume', delta: VOLUME_KEY_STEP };
  if (key === 'ArrowDown') return { kind: 'volume', delta: -VOLUME_KEY_STEP };
  if (key === 'f') return { kind: 'fullscreen' };
  if (key === 'm') return { kind: 'mute' };
  if (/^[0-9]$/.test(key)) return { kind: 'seek-fraction', fraction: Number(key) / 10 };
  return null;
}

/**
 * Whether the focused element keeps a key for itself: text fields keep everything, a slider keeps
 * its arrows, and a button or link keeps space and Enter (its own click).
 */
export function targetKeepsKey(
  target: { tagName?: string; type?: string; getAttribute?(n: string): string | null } | null,
  key: string,
): boolean {
  const tag = target?.tagName?.toLowerCase() ?? '';
  const role = target?.getAttribute?.('role') ?? '';
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return target?.type === 'range' ? key.startsWith('Arrow') : true;
  if (tag === 'button' || tag === 'a' || role === 'menuitemradio') return key === ' ' || key === 'Enter';
  return false;
}
