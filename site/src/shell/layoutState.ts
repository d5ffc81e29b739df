// Which of the shell's overlays is open: the slide-out menu and the search overlay.
import { createStore } from './store';

export const menuOpen = createStore(false);
export const searchOpen = createStore(false);

/** Every navigation closes the menus and the search. */
export function closeOverlays(): void {
  menuOpen.set(false);
  searchOpen.set(false);
}
