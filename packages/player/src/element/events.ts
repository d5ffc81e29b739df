// The player's events the element re-dispatches as DOM CustomEvents of the same names, the payload
// as `detail`. The list is checked against the event map: an event added to the map fails to
// compile here until it is added, so the element never silently drops one.
import type { PlayerEvents } from '../playerTypes.js';

export const ELEMENT_EVENTS = [
  'ready',
  'play',
  'pause',
  'state',
  'timeupdate',
  'seeked',
  'progress',
  'ended',
  'error',
  'quality',
  'metric',
  'autoplay',
  'volume',
  'ratechange',
  'pip',
  'related',
  'upnext',
  'captions',
  'chapterchange',
  'adstart',
  'adend',
] as const satisfies readonly (keyof PlayerEvents)[];

type Missing = Exclude<keyof PlayerEvents, (typeof ELEMENT_EVENTS)[number]>;
/** Compiles only while ELEMENT_EVENTS names every event of the map. */
export const EVERY_EVENT_LISTED: [Missing] extends [never] ? true : Missing = true;
