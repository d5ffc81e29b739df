// @reel/player: the public surface. Each module is added here as it lands.
export * from './constants.js';
