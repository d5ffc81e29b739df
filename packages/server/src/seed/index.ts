// The seed's entry point for the rest of the server: the demo catalogue made on first start, and the
// seeded catalogue the route tests run on. Nothing outside seed/ reaches past this file.
export { ensureSeeded, type EnsureOptions } from './ensure.js';
export { seedCatalogue, type SeedOptions, type SeedResult } from './catalogue.js';
export { syntheticMedia } from './syntheticMedia.js';
export { housePreroll, makeHouseClip, storeHousePreroll } from './housePreroll.js';
// The seeded random numbers, for tools that make data of their own the same way.
export { mulberry32 } from './random.js';
