// @reel/player-react: React bindings for @reel/player.
export { Player, type ForwardedMethods, type PlayerHandle, type PlayerProps } from './Player.js';
export type { EventPropName, PlayerEventName, PlayerEventProps, SpelledEventProps } from './eventProps.js';
export { PlayerProvider, usePlayer, usePlayerState, type PlayerProviderProps } from './context.js';
