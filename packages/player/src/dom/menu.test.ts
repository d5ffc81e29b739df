// @vitest-environment jsdom
// The three pop-up menus (quality, speed, captions) share one behaviour (menu.ts): checked here on
// each of them in a real player, so a menu that stops using it, or a change to it, shows at once.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileList, fillMediaElement, lazyElement, mountPlayer } from '../../test/dom.js';
import { fromVideoFiles } from '../core/fromVideoFiles.js';

beforeAll(() => fillMediaElement());
afterEach(() => document.body.replaceChildren());

const tracks = [
  { src: '/captions/en.vtt', srclang: 'en', label: 'English' },
  { src: '/captions/de.vtt', srclang: 'de', label: 'Deutsch' },
];

/** A player with SD and HD files and two caption tracks, every menu loaded. */
async function mountMenus() {
  const mounted = await mountPlayer({
    loadMedia: async () => ({ ...(await fromVideoFiles(fileList(7), { durationS: 95 })), textTracks: tracks }),
  });
  // The speed menu comes with the controls a viewer reaches for once the pointer is on the player.
  mounted.root.dispatchEvent(new PointerEvent('pointerenter'));
  await lazyElement(mounted.root, '.reel-speed');
  await lazyElement(mounted.root, '.reel-captions');
  return mounted;
}

const MENUS = [
  { name: 'quality', label: 'Quality', checked: 'HD', pick: '[data-quality="SD"]', picked: 'SD' },
  { name: 'speed', label: 'Playback speed', checked: 'Normal', pick: '[data-rate="1.5"]', picked: '1.5×' },
  { name: 'captions', label: 'Captions', checked: 'Off', pick: '[data-srclang="de"]', picked: 'Deutsch' },
] as const;

describe.each(MENUS)('the $name menu', ({ name, label, checked, pick, picked }) => {
  const parts = (root: HTMLElement) => {
    const button = root.querySelector<HTMLButtonElement>(`.reel-${name}`)!;
    const menu = root.querySelector<HTMLElement>(`.reel-${name}-menu`)!;
    const items = [...menu.querySelectorAll<HTMLButtonElement>('[role=menuitemradio]')];
    const checkedItems = () => items.filter((i) => i.getAttribute('aria-checked') === 'true').map((i) => i.textContent);
    return { button, menu, items, checkedItems };
  };

  it('is a closed menu button with a named menu of radio items, one of them checked', async () => {
    const { root } = await mountMenus();
    const { button, menu, items, checkedItems } = parts(root);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('role')).toBe('menu');
    expect(menu.getAttribute('aria-label')).toBe(label);
    expect(menu.hidden).toBe(true);
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((i) => i.type === 'button' && i.hasAttribute('aria-checked'))).toBe(true);
    expect(checkedItems()).toEqual([checked]);
    expect(menu.parentElement?.classList.contains(`reel-${name}-wrap`)).toBe(true);
  });

  it('opens on the checked item and closes again from its button', async () => {
    const { root } = await mountMenus();
    const { button, menu, items } = parts(root);
    button.click();
    expect(menu.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe(checked);
    expect(items).toContain(document.activeElement);
    button.click();
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it, gives the focus back to its button and goes no further', async () => {
    const { root } = await mountMenus();
    const { button, menu } = parts(root);
    const seen: string[] = [];
    root.addEventListener('keydown', (e) => seen.push(e.key));
    button.click();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(seen).toEqual([]);
    // Another key is the player's, as anywhere else.
    button.click();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(menu.hidden).toBe(false);
    expect(seen).toEqual(['ArrowDown']);
  });

  it('a click elsewhere on the page closes it, and one inside it does not', async () => {
    const { root } = await mountMenus();
    const { button, menu } = parts(root);
    const outside = document.body.appendChild(document.createElement('p'));
    button.click();
    menu.click();
    expect(menu.hidden).toBe(false);
    outside.click();
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('choosing an item closes it, gives the focus back to its button and checks that item', async () => {
    const { root } = await mountMenus();
    const { button, menu, checkedItems } = parts(root);
    button.click();
    menu.querySelector<HTMLButtonElement>(pick)!.click();
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await vi.waitFor(() => expect(checkedItems()).toEqual([picked]));
    // Opened again, it starts on the new choice.
    button.click();
    expect(document.activeElement?.textContent).toBe(picked);
  });
});
