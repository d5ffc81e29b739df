// The shared parts of the player stories: default args and controls, the loader that fetches the
// media manifest, and the render that remounts the player whenever a control changes.
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { MediaManifest } from '../manifest';
import { loadManifest } from '../media';
import { DEFAULT_ARGS, PLAYER_ARG_TYPES, type PlayerStoryArgs } from './args';
import { StoryPlayer } from './StoryPlayer';

export type { PlayerStoryArgs };

export interface MediaLoaded {
  manifest: MediaManifest;
}

export const mediaLoader = async (): Promise<MediaLoaded> => ({ manifest: await loadManifest() });

/** Every value-like arg: a change of any of them makes a new player. */
export const argsKey = (args: PlayerStoryArgs) => JSON.stringify(args);

/** Spread into each file's default export, which Storybook reads as an object literal. */
export const PLAYER_META: Meta<PlayerStoryArgs> = {
  args: { ...DEFAULT_ARGS, navigate: fn(), onCustomButton: fn() },
  argTypes: PLAYER_ARG_TYPES,
  loaders: [mediaLoader],
  render: (args, { loaded }) => <StoryPlayer key={argsKey(args)} args={args} manifest={(loaded as MediaLoaded).manifest} />,
};
