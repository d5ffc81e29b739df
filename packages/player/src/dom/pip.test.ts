// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillMediaElement, lazyElement, mountPlayer, settle } from '../../test/dom.js';

beforeAll(() => fillMediaElement());

/**
 * The browser's Picture-in-Picture API as Chromium has it (jsdom has none): a video enters and
 * leaves, the document knows which one is in the window, and the element fires the two events.
 */
function grantPip(): { request: ReturnType<typeof vi.fn> } {
  const pip: { current: HTMLVideoElement | null } = { current: null };
  Object.defineProperty(document, 'pictureInPictureEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'pictureInPictureElement', { configurable: true, get: () => pip.current });
  const request = vi.fn(function (this: HTMLVideoElement) {
    pip.current = this;
    this.dispatchEvent(new Event('enterpictureinpicture'));
    return Promise.resolve({} as PictureInPictureWindow);
  });
  Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', { configurable: true, writable: true, value: request });
  Object.defineProperty(document, 'exitPictureInPicture', {
    configurable: true,
    value: () => {
      const was = pip.current;
      pip.current = null;
      was?.dispatchEvent(new Event('leavepictureinpicture'));
      return Promise.resolve();
    },
  });
  return { request };
}

function revokePip(): void {
  for (const name of ['pictureInPictureEnabled', 'pictureInPictureElement', 'exitPictureInPicture']) Reflect.deleteProperty(document, name);
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
}

afterEach(() => {
  document.body.replaceChildren();
  revokePip();
});

const pipEvents = (events: { name: string; payload: unknown }[]) => events.filter((e) => e.name === 'pip').map((e) => e.payload);

describe('picture-in-picture', () => {
  it('has no visible button, and the methods do nothing, where the browser has no PiP', async () => {
    const { player, root, events } = await mountPlayer();
    root.dispatchEvent(new PointerEvent('pointerenter'));
    const button = await lazyElement<HTMLButtonElement>(root, '.reel-pip');
    expect(button.hidden).toBe(true);
    await player.enterPictureInPicture();
    expect(pipEvents(events)).toEqual([]);
  });

  it('toggles from the button, the handle and the i key, and says so', async () => {
    grantPip();
    const { player, root, video, events } = await mountPlayer();
    root.dispatchEvent(new PointerEvent('pointerenter'));
    const button = await lazyElement<HTMLButtonElement>(root, '.reel-pip');
    expect(button.hidden).toBe(false);
    // Just before full screen, as players place it.
    expect(button.nextElementSibling?.classList.contains('reel-fullscreen')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Picture-in-picture');

    button.click();
    await settle();
    expect(document.pictureInPictureElement).toBe(video);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Exit picture-in-picture');
    button.click();
    await settle();
    expect(document.pictureInPictureElement).toBeNull();

    await player.enterPictureInPicture();
    expect(document.pictureInPictureElement).toBe(video);
    await player.exitPictureInPicture();
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', bubbles: true, cancelable: true }));
    await settle();
    expect(document.pictureInPictureElement).toBe(video);
    expect(pipEvents(events)).toEqual([{ active: true }, { active: false }, { active: true }, { active: false }, { active: true }]);
  });

  it('is hidden for a video the page barred from PiP', async () => {
    grantPip();
    const { root, video } = await mountPlayer();
    video.disablePictureInPicture = true;
    root.dispatchEvent(new PointerEvent('pointerenter'));
    expect((await lazyElement<HTMLButtonElement>(root, '.reel-pip')).hidden).toBe(true);
  });

  it('is hidden, and refused, in VR mode, where the canvas is the picture', async () => {
    const { request } = grantPip();
    const { player, root } = await mountPlayer();
    // What the VR set-up marks the player with while its canvas shows.
    root.classList.add('reel-vr');
    root.dispatchEvent(new PointerEvent('pointerenter'));
    const button = await lazyElement<HTMLButtonElement>(root, '.reel-pip');
    expect(getComputedStyle(button).display).toBe('none');
    await player.enterPictureInPicture();
    expect(request).not.toHaveBeenCalled();
    root.classList.remove('reel-vr');
    expect(getComputedStyle(button).display).not.toBe('none');
  });

  it('leaves picture-in-picture when the player is destroyed', async () => {
    grantPip();
    const { player } = await mountPlayer();
    await player.enterPictureInPicture();
    expect(document.pictureInPictureElement).not.toBeNull();
    player.destroy();
    await settle();
    expect(document.pictureInPictureElement).toBeNull();
  });
});
