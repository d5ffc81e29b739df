import type { INFORMATION_PAGES } from '@reel/api';
import type { TextKey } from '../text';

export type InformationName = (typeof INFORMATION_PAGES)[number];

/** A text's paragraphs: blank lines separate them. */
export const paragraphs = (text: string): string[] => text.split(/\n\s*\n/).filter(Boolean);

export const infoTitle = (name: InformationName): TextKey => `information.${name}.title`;
export const infoBody = (name: InformationName): TextKey => `information.${name}.body`;
