// The seeder's view of a media record. `media/types.ts` now exists with the agreed shape, so this
// re-exports it rather than keeping a second copy that could drift.
export type { MediaFile, MediaInfo } from '../media/types.js';
