// @vitest-environment jsdom
// What <reel-player>'s markup gives createPlayer, and its definition: once, and never over a name the
// page defined itself. (Playback, events, attribute changes and removal are proven in Chromium:
// e2e/consumer.e2e.ts.)
import { describe, expect, it } from 'vitest';
import { optionsOf } from './attributes.js';
import { REEL_PLAYER_TAG, ReelPlayerElement, defineReelPlayer } from './index.js';

function markup(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe("<reel-player>'s options", () => {
  it('takes <source> children with type, label and height, and <track> children, when there is no src', () => {
    const el = markup(`<x-player poster="/p.jpg" title="Clip" muted loop>
      <source src="/720.mp4" type="video/mp4" label="HD" height="720">
      <source src="/480.webm">
      <source type="video/mp4">
      <track src="/en.vtt" srclang="en" label="English" kind="captions" default>
      <track src="/fr.vtt">
    </x-player>`);
    expect(optionsOf(el)).toEqual({
      sources: [{ src: '/720.mp4', type: 'video/mp4', label: 'HD', height: 720 }, { src: '/480.webm' }],
      textTracks: [{ src: '/en.vtt', srclang: 'en', label: 'English', kind: 'captions', default: true }],
      poster: '/p.jpg',
      title: 'Clip',
      autoplay: false,
      muted: true,
      loop: true,
      embed: false,
    });
  });

  it('plays the src attribute instead of the children', () => {
    const el = markup('<x-player src="/clip.mp4" autoplay embed><source src="/other.mp4"></x-player>');
    expect(optionsOf(el)).toMatchObject({ sources: [{ src: '/clip.mp4' }], autoplay: true, embed: true, muted: false });
  });
});

describe('defineReelPlayer', () => {
  it('defines <reel-player> on import and leaves a defined name alone', () => {
    expect(customElements.get(REEL_PLAYER_TAG)?.prototype).toBeInstanceOf(ReelPlayerElement);
    class Own extends HTMLElement {}
    customElements.define('own-player', Own);
    expect(defineReelPlayer('own-player')).toBe(Own);
    expect(defineReelPlayer(REEL_PLAYER_TAG)).toBe(customElements.get(REEL_PLAYER_TAG));
    expect(document.createElement('other-player')).not.toBeInstanceOf(ReelPlayerElement);
    defineReelPlayer('other-player');
    expect(document.createElement('other-player')).toBeInstanceOf(ReelPlayerElement);
  });

  it('holds no player until it has something to play', () => {
    const el = document.createElement(REEL_PLAYER_TAG) as ReelPlayerElement;
    document.body.append(el);
    expect(el.player).toBeNull();
    expect(el.paused).toBe(true);
    expect(el.state).toBe('idle');
    el.remove();
  });
});
