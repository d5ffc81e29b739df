// What each story must show in Chromium, beyond rendering without an error: the player state it
// claims, the element that proves its feature, and for a few the interaction it invites. Keyed by
// story id; storybook.e2e.ts fails for a story without a check, so a new story needs one here.
import { playerChecks } from './storybookPlayerChecks';
import { siteShellChecks } from './storybookShellChecks';
import { siteChecks } from './storybookSiteChecks';
import type { StoryCheck } from './storybookStory';

export type { StoryCheck, StoryPage } from './storybookStory';

export const STORY_CHECKS: Record<string, StoryCheck> = { ...playerChecks, ...siteChecks, ...siteShellChecks };
