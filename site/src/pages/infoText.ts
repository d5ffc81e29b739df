import type { INFORMATION_PAGES } from '@reel/api/pages';
import type { TextKey } from '../text';
import type { LEGAL_TEXT } from '../text/legal';

export type InformationName = (typeof INFORMATION_PAGES)[number];

/** A text's paragraphs: blank lines separate them. */
export const paragraphs = (text: string): string[] => text.split(/\n\s*\n/).filter(Boolean);

export const infoTitle = (name: InformationName): TextKey<typeof LEGAL_TEXT> => `information.${name}.title`;
export const infoBody = (name: InformationName): TextKey<typeof LEGAL_TEXT> => `information.${name}.body`;
