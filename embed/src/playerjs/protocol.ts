// The player.js wire format (SPEC.rst of the npm package player.js 0.1.0): what a host page may ask
// of the embed, read defensively, and the JSON text the embed answers with. A message from another
// page is data, nothing more: it is never evaluated, only compared with the fixed lists below, and
// anything unexpected makes `parseRequest` return null instead of throwing.

export const PLAYERJS_CONTEXT = 'player.js';
/** The protocol version player.js 0.1.0 sends and checks (`playerjs.VERSION`). */
export const PLAYERJS_VERSION = '0.0.11';
/** Longest message read, in characters: a real request is under 300, a longer one is dropped unread. */
export const MAX_MESSAGE_CHARS = 4096;
/** Longest listener id echoed back, in characters (player.js makes 45-character ids). */
export const MAX_LISTENER_CHARS = 128;
/** Longest numeric text accepted as a value, in characters. */
const MAX_NUMBER_CHARS = 32;
/** player.js volumes are percentages. */
export const VOLUME_MAX_PERCENT = 100;

export const METHODS = [
  'play',
  'pause',
  'getPaused',
  'mute',
  'unmute',
  'getMuted',
  'setVolume',
  'getVolume',
  'getDuration',
  'setCurrentTime',
  'getCurrentTime',
  'setLoop',
  'getLoop',
  'removeEventListener',
  'addEventListener',
] as const;
/**
 * player.js's events, with the volume and quality changes that later versions of its spec name, and
 * the embed's own advert events. A host receives only the events it listens to, so a plain player.js
 * host never sees the extra ones; `ready` lists them for `supports('event', …)`.
 */
export const EVENTS = [
  'ready',
  'play',
  'pause',
  'ended',
  'timeupdate',
  'progress',
  'seeked',
  'error',
  'volumechange',
  'qualitychange',
  'adstart',
  'adend',
] as const;
export const GETTERS = ['getPaused', 'getMuted', 'getVolume', 'getDuration', 'getCurrentTime', 'getLoop'] as const;

export type MethodName = (typeof METHODS)[number];
export type EventName = (typeof EVENTS)[number];
export type Getter = (typeof GETTERS)[number];
/** What the host gave to tell its answers apart; null when it gave none. */
export type ListenerId = string | number | null;

export type Command =
  | { method: 'play' | 'pause' | 'mute' | 'unmute' }
  | { method: 'setVolume'; value: number }
  | { method: 'setCurrentTime'; value: number }
  | { method: 'setLoop'; value: boolean };

export type Request =
  | { kind: 'listen'; event: EventName; listener: ListenerId }
  | { kind: 'unlisten'; event: EventName; listener: ListenerId }
  | { kind: 'get'; method: Getter; listener: ListenerId }
  | { kind: 'command'; command: Command }
  /** The right context but a method this protocol does not have: answered with error code 2. */
  | { kind: 'unsupported' };

/** The error codes of SPEC.rst. */
export const ERROR_UNDEFINED = -1;
export const ERROR_NOT_SUPPORTED = 1;
export const ERROR_METHOD = 2;

export interface ErrorValue {
  code: number;
  msg: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A plain object (JSON text parsed, or a structured clone), else null. */
function asRecord(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > MAX_MESSAGE_CHARS) return null;
    try {
      value = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  if (Object.prototype.toString.call(value) !== '[object Object]') return null;
  return value as Record<string, unknown>;
}

/** Own fields only: a key such as `__proto__` or `constructor` is never looked up on a prototype. */
const field = (record: Record<string, unknown>, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** A listener id, null when absent, undefined when it is something no host would send. */
function readListener(value: unknown): ListenerId | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.length <= MAX_LISTENER_CHARS ? value : undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return undefined;
}

/** A finite number, or its plain decimal text; anything else is undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.length > MAX_NUMBER_CHARS) return undefined;
  return /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : undefined;
}

function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return undefined;
}

function readCommand(method: MethodName, value: unknown): Command | null {
  switch (method) {
    case 'play':
    case 'pause':
    case 'mute':
    case 'unmute':
      return { method };
    case 'setVolume': {
      const n = readNumber(value);
      return n === undefined ? null : { method, value: Math.min(VOLUME_MAX_PERCENT, Math.max(0, n)) };
    }
    case 'setCurrentTime': {
      const n = readNumber(value);
      return n === undefined ? null : { method, value: Math.max(0, n) };
    }
    case 'setLoop': {
      const b = readBoolean(value);
      return b === undefined ? null : { method, value: b };
    }
    default:
      return null;
  }
}

/** One message event's `data` → a request, or null to ignore it. Never throws. */
export function parseRequest(data: unknown): Request | null {
  const record = asRecord(data);
  if (!record || field(record, 'context') !== PLAYERJS_CONTEXT) return null;
  const method = field(record, 'method');
  if (typeof method !== 'string') return null;
  if (!isOneOf(METHODS, method)) return { kind: 'unsupported' };
  const listener = readListener(field(record, 'listener'));
  if (listener === undefined) return null;
  const value = field(record, 'value');
  if (method === 'addEventListener' || method === 'removeEventListener') {
    if (!isOneOf(EVENTS, value)) return null;
    return { kind: method === 'addEventListener' ? 'listen' : 'unlisten', event: value, listener };
  }
  if (isOneOf(GETTERS, method)) return { kind: 'get', method, listener };
  const command = readCommand(method, value);
  return command && { kind: 'command', command };
}

/** The JSON text of an event or a getter's answer; player.js parses replies with JSON.parse. */
export function encodeMessage(event: string, value?: unknown, listener: ListenerId = null): string {
  const message: Record<string, unknown> = { context: PLAYERJS_CONTEXT, version: PLAYERJS_VERSION, event };
  if (value !== undefined && value !== null) message.value = value;
  if (listener !== null) message.listener = listener;
  return JSON.stringify(message);
}
