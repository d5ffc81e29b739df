// The keyboard map as one table: keyAction reads it and the shortcuts overlay (shortcuts.ts) lists
// it, so the two cannot drift. Pure, so it is tested in Node. Keys with Ctrl, Alt or Meta belong
// to the browser and the page, never to the player.
import { VOLUME_KEY_STEP } from '../constants.js';

export type KeyAction =
  | { kind: 'toggle-play' }
  | { kind: 'skip'; direction: 1 | -1 }
  | { kind: 'volume'; delta: number }
  | { kind: 'fullscreen' }
  | { kind: 'mute' }
  | { kind: 'seek-fraction'; fraction: number }
  | { kind: 'rate'; direction: 1 | -1 }
  | { kind: 'pip' }
  | { kind: 'captions' }
  | { kind: 'shortcuts' };

export interface Shortcut {
  /** KeyboardEvent.key values, letters in lower case; '0-9' stands for the ten digits. */
  keys: readonly string[];
  /** Absent for the digits, whose action depends on the digit. */
  action?: KeyAction;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: [' ', 'k'], action: { kind: 'toggle-play' } },
  { keys: ['ArrowLeft'], action: { kind: 'skip', direction: -1 } },
  { keys: ['ArrowRight'], action: { kind: 'skip', direction: 1 } },
  { keys: ['ArrowUp'], action: { kind: 'volume', delta: VOLUME_KEY_STEP } },
  { keys: ['ArrowDown'], action: { kind: 'volume', delta: -VOLUME_KEY_STEP } },
  { keys: ['m'], action: { kind: 'mute' } },
  { keys: ['0-9'] },
  { keys: ['>'], action: { kind: 'rate', direction: 1 } },
  { keys: ['<'], action: { kind: 'rate', direction: -1 } },
  { keys: ['f'], action: { kind: 'fullscreen' } },
  { keys: ['i'], action: { kind: 'pip' } },
  { keys: ['c'], action: { kind: 'captions' } },
  { keys: ['?'], action: { kind: 'shortcuts' } },
];

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}

export function keyAction(input: KeyInput): KeyAction | null {
  if (input.ctrlKey || input.altKey || input.metaKey) return null;
  const key = input.key === 'Spacebar' ? ' ' : input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (/^[0-9]$/.test(key)) return { kind: 'seek-fraction', fraction: Number(key) / 10 };
  return SHORTCUTS.find((s) => s.keys.includes(key))?.action ?? null;
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
