// @vitest-environment node
// Server rendering: no window, no document. The player is made only in an effect, which the
// server never runs, so renderToString gives the placeholder.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Player, usePlayerState } from './index.js';

function State() {
  return <i>{usePlayerState()}</i>;
}

describe('server rendering', () => {
  it('renders the placeholder with the title and touches no window/document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <Player video={{ video_id: 1, title: 'A <b> title', dir: 'a-title' }} sources={[]} className="watch">
        <State />
      </Player>,
    );
    expect(html).toContain('class="reel-player-react watch"');
    expect(html).toContain('reel-player-placeholder');
    expect(html).toContain('A &lt;b&gt; title');
    expect(html).toContain('<i>idle</i>');
    expect(html).not.toContain('<video');
  });

  it("gives the placeholder the player's box, so the page below does not move when the player comes", () => {
    const html = renderToString(<Player video={{ video_id: 1, title: 'T', dir: 't' }} sources={[]} />);
    expect(html).toMatch(/class="reel-player-placeholder" style="[^"]*aspect-ratio:var\(--reel-aspect, 16 \/ 9\)/);
  });

  it('shows the poster in the placeholder, so the picture is drawn before the player is built', () => {
    const html = renderToString(<Player video={{ video_id: 1, title: 'T', dir: 't', thumbsrc: '/media/1/scr.jpg' }} sources={[]} />);
    expect(html).toMatch(/<img class="reel-player-placeholder-poster" src="\/media\/1\/scr.jpg" alt=""/);
  });
});
