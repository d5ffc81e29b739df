// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement, lazyElement, mountPlayer, settle } from '../../test/dom.js';
import { SHORTCUTS } from './keys.js';

beforeAll(() => fillMediaElement());
afterEach(() => document.body.replaceChildren());

const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('keyboard-shortcuts overlay', () => {
  it('opens on ?, lists every shortcut of the key table with what it does, and takes the focus', async () => {
    const { root } = await mountPlayer();
    root.focus();
    press(root, '?');
    const dialog = await lazyElement<HTMLElement>(root, '.reel-shortcuts');
    expect(dialog.hidden).toBe(false);
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-label')).toBe('Keyboard shortcuts');
    const rows = [...dialog.querySelectorAll('dt')].map((dt) => ({
      keys: [...dt.querySelectorAll('kbd')].map((k) => k.textContent),
      does: dt.nextElementSibling?.textContent,
    }));
    expect(rows).toHaveLength(SHORTCUTS.length);
    expect(rows).toEqual(
      expect.arrayContaining([
        { keys: ['Space', 'k'], does: 'Play or pause' },
        { keys: ['←'], does: 'Back 10 seconds' },
        { keys: ['→'], does: 'Forward 10 seconds' },
        { keys: ['↑'], does: 'Volume up' },
        { keys: ['↓'], does: 'Volume down' },
        { keys: ['m'], does: 'Mute' },
        { keys: ['0–9'], does: 'Jump to 0–90%' },
        { keys: ['>'], does: 'Faster' },
        { keys: ['<'], does: 'Slower' },
        { keys: ['f'], does: 'Full screen' },
        { keys: ['i'], does: 'Picture-in-picture' },
        { keys: ['?'], does: 'Keyboard shortcuts' },
      ]),
    );
    expect(document.activeElement).toBe(dialog.querySelector('.reel-shortcuts-close'));
  });

  it('lists the captions key only for a video with captions', async () => {
    const shown = async (options: Parameters<typeof mountPlayer>[0]) => {
      const { root } = await mountPlayer(options);
      await settle(20);
      press(root, '?');
      const dialog = await lazyElement<HTMLElement>(root, '.reel-shortcuts');
      return [...dialog.querySelectorAll<HTMLElement>('dt')].filter((dt) => !dt.hidden).map((dt) => dt.textContent);
    };
    expect(await shown({})).not.toContain('c');
    document.body.replaceChildren();
    const withCaptions = await shown({
      loadMedia: () =>
        Promise.resolve({
          sources: [{ src: '/media/7.mp4' }],
          textTracks: [{ src: '/captions/en.vtt', srclang: 'en', label: 'English' }],
        }),
    });
    expect(withCaptions).toContain('c');
  });

  it('closes on Escape, on ? again and on its close button, and gives the focus back', async () => {
    const { root } = await mountPlayer();
    const play = root.querySelector<HTMLButtonElement>('.reel-play')!;
    play.focus();
    press(play, '?');
    const dialog = await lazyElement<HTMLElement>(root, '.reel-shortcuts');
    press(document.activeElement!, 'Escape');
    expect(dialog.hidden).toBe(true);
    expect(document.activeElement).toBe(play);

    press(play, '?');
    await settle();
    expect(dialog.hidden).toBe(false);
    press(document.activeElement!, '?');
    await settle();
    expect(dialog.hidden).toBe(true);
    expect(document.activeElement).toBe(play);

    press(play, '?');
    await settle();
    dialog.querySelector<HTMLButtonElement>('.reel-shortcuts-close')!.click();
    expect(dialog.hidden).toBe(true);
    expect(document.activeElement).toBe(play);
  });
});
