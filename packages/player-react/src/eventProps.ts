// <Player>'s event props, made from the player's event map: `on` and the event's name with a capital
// (`ready` → `onReady`, `play` → `onPlay`), so an event added to the map gets its prop and its
// argument type with no list to keep here. A few names read as two words, as React's and the DOM's
// own do (`onTimeUpdate`, `onRateChange`); PROP_OF_EVENT spells only those.
import type { PlayerEvents } from '@reel/player';

/** The player's event names. */
export type PlayerEventName = keyof PlayerEvents & string;

/** Prop names that are not simply `on` + the capitalised event name. */
export interface SpelledEventProps {
  timeupdate: 'onTimeUpdate';
  quality: 'onQualityChange';
  ratechange: 'onRateChange';
  volume: 'onVolumeChange';
  state: 'onStateChange';
  adstart: 'onAdStart';
  adend: 'onAdEnd';
  upnext: 'onUpNext';
  chapterchange: 'onChapterChange';
}

// Typed by the interface, so the compiler holds the two to the same names; and every key must be an
// event of the map.
const PROP_OF_EVENT: SpelledEventProps & Partial<Record<PlayerEventName, `on${string}`>> = {
  timeupdate: 'onTimeUpdate',
  quality: 'onQualityChange',
  ratechange: 'onRateChange',
  volume: 'onVolumeChange',
  state: 'onStateChange',
  adstart: 'onAdStart',
  adend: 'onAdEnd',
  upnext: 'onUpNext',
  chapterchange: 'onChapterChange',
};

/** The prop that listens to event `K`. */
export type EventPropName<K extends PlayerEventName> = K extends keyof SpelledEventProps ? SpelledEventProps[K] : `on${Capitalize<K>}`;

/** One optional callback prop per event of the player, called with that event's payload. */
export type PlayerEventProps = {
  [K in PlayerEventName as EventPropName<K>]?: (payload: PlayerEvents[K]) => void;
};

const EVENT_OF_PROP = new Map<string, PlayerEventName>(
  Object.entries(PROP_OF_EVENT).map(([event, prop]) => [prop, event as PlayerEventName]),
);

/** The event a prop listens to (`onTimeUpdate` → `timeupdate`), or null for a prop that is not an event prop. */
export function eventOfProp(prop: string): PlayerEventName | null {
  const spelled = EVENT_OF_PROP.get(prop);
  if (spelled) return spelled;
  if (!/^on[A-Z][a-z]*$/.test(prop)) return null;
  const event = prop.slice(2).toLowerCase();
  // A spelled-out event is reached only by its spelled prop (`onTimeupdate` is not a prop).
  return event in PROP_OF_EVENT ? null : (event as PlayerEventName);
}
