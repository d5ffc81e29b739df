// @vitest-environment jsdom
// The share panel's embed code: responsive by default, a fixed size from its menu, and the
// viewer's position as the embed's start when asked.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement, lazyElement, mountPlayer, settle } from '../../test/dom.js';
import { responsiveEmbedCode } from './embedCode.js';
import { startingAt } from './panel.js';

beforeAll(() => fillMediaElement());
afterEach(() => document.body.replaceChildren());

const ALLOW = 'autoplay; fullscreen; picture-in-picture; accelerometer; gyroscope; clipboard-write; encrypted-media; web-share';

describe('share panel', () => {
  it('offers the responsive code first, a fixed size on request, and the viewer’s position as the start', async () => {
    const { root, video } = await mountPlayer({ share: { embedUrl: 'https://reel.example.test/embed/7/' } });
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 83.7 });
    root.querySelector<HTMLButtonElement>('.reel-share')!.click();
    (await lazyElement<HTMLButtonElement>(root, '.reel-share-embed')).click();
    const code = root.querySelector<HTMLTextAreaElement>('.reel-share-code')!;
    const size = root.querySelector<HTMLSelectElement>('.reel-share-size')!;
    const start = root.querySelector<HTMLInputElement>('.reel-share-start')!;
    expect(code.value).toBe(
      '<div style="position:relative;width:100%;aspect-ratio:640/360"><iframe src="https://reel.example.test/embed/7/" title="Clip seven" ' +
        `style="position:absolute;top:0;left:0;width:100%;height:100%;border:0" allow="${ALLOW}"></iframe></div>`,
    );
    expect([...size.options].map((o) => o.textContent)).toEqual(['Responsive', '640×360', '854×480', '1280×720']);
    expect(start.parentElement?.textContent).toBe('Start at 1:23');

    size.value = '854x480';
    size.dispatchEvent(new Event('change'));
    expect(code.value).toBe(
      `<iframe src="https://reel.example.test/embed/7/" width="854" height="480" title="Clip seven" frameborder="0" allow="${ALLOW}"></iframe>`,
    );
    start.checked = true;
    start.dispatchEvent(new Event('change'));
    expect(code.value).toContain('src="https://reel.example.test/embed/7/?start_time=83" width="854" height="480"');
    size.value = '';
    size.dispatchEvent(new Event('change'));
    expect(code.value).toMatch(
      /^<div style="[^"]*aspect-ratio:640\/360"><iframe src="https:\/\/reel\.example\.test\/embed\/7\/\?start_time=83"/,
    );
  });

  it('reads the position again each time it opens', async () => {
    const { root, video } = await mountPlayer();
    const share = root.querySelector<HTMLButtonElement>('.reel-share')!;
    share.click();
    const start = await lazyElement<HTMLInputElement>(root, '.reel-share-start');
    expect(start.parentElement?.textContent).toBe('Start at 0:00');
    share.click();
    await settle();
    expect(start.closest('.reel-share-menu')?.hasAttribute('hidden')).toBe(true);
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 65 });
    share.click();
    await settle();
    expect(start.parentElement?.textContent).toBe('Start at 1:05');
  });

  it('writes the responsive code with every value escaped', () => {
    expect(responsiveEmbedCode('https://x.example/embed/1/?a=1&b="2"', 'Beach "day" <3 & more')).toBe(
      '<div style="position:relative;width:100%;aspect-ratio:640/360"><iframe src="https://x.example/embed/1/?a=1&amp;b=&quot;2&quot;" ' +
        'title="Beach &quot;day&quot; &lt;3 &amp; more" style="position:absolute;top:0;left:0;width:100%;height:100%;border:0" ' +
        `allow="${ALLOW}"></iframe></div>`,
    );
  });

  it('adds the start to the embed address in whole seconds, and nothing for the beginning', () => {
    expect(startingAt('https://reel.example/embed/42/', 83.9)).toBe('https://reel.example/embed/42/?start_time=83');
    expect(startingAt('https://reel.example/embed/42/?_=1', 5)).toBe('https://reel.example/embed/42/?_=1&start_time=5');
    expect(startingAt('https://reel.example/embed/42/', 0.4)).toBe('https://reel.example/embed/42/');
    expect(startingAt('https://reel.example/embed/42/', Number.NaN)).toBe('https://reel.example/embed/42/');
  });
});
