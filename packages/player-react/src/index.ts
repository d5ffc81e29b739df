// @reel/player-react: React bindings for @reel/player.
export { Player, type PlayerHandle, type PlayerProps } from './Player.js';
export { PlayerContext, PlayerProvider, usePlayer, usePlayerState, type PlayerContextValue, type PlayerProviderProps } from './context.js';
