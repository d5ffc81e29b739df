// The two small modules of @videojs/vhs-utils the player uses, re-exported with the types the
// package does not ship (vhsUtils.d.ts). Only these are imported, so the core carries nothing else
// of it.
export { simpleTypeFromSourceType } from '@videojs/vhs-utils/es/media-types.js';
export { translateLegacyCodec } from '@videojs/vhs-utils/es/codecs.js';
