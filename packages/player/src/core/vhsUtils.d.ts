// Types of vhsUtils.js: @videojs/vhs-utils' media-type and codec helpers.

/** 'hls' for an MPEG-URL type, 'dash' for application/dash+xml, 'vhs-json' for a VHS manifest object; else null. */
export function simpleTypeFromSourceType(type: string): 'hls' | 'dash' | 'vhs-json' | null;

/** Apple's legacy `avc1.<dd>.<dd>` codec name (anywhere in the text) as the standard `avc1.<hhhhhh>`. */
export function translateLegacyCodec(codec: string): string;
