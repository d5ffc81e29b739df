// The seed's entry point for the rest of the server: the demo catalogue made on first start, and the
// seeded catalogue the route tests run on. Nothing outside seed/ reaches past this file.
export { ensureSeeded, type EnsureOptions } from './ensure.js';
export { seedCatalogue, type SeedOptions, type SeedResult } from './catalogue.js';
export { syntheticMedia } from './syntheticMedia.js';
export { housePreroll, makeHouseClip, storeHousePreroll } from './housePreroll.js';
