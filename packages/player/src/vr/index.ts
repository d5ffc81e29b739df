// The VR entry the player imports statically: only this loader. The renderer, its mesh and its
// matrices are a chunk of their own, fetched when a VR video is set up.
import type * as Renderer from './renderer.js';

export type { VrRenderer } from './renderer.js';

export function loadVrRenderer(): Promise<typeof Renderer> {
  return import('./renderer.js');
}
