// @vitest-environment jsdom
// The advert's click-through, from a real VAST document through vast-client's tracker: a web page
// opens in a new tab, any other address (javascript:, data:) opens nothing.
import { VASTParser, VASTTracker } from '@dailymotion/vast-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement } from '../../test/dom.js';
import { createFakeClock } from '../core/fakeClock.js';
import { playLinear, type LinearTracker } from './linearPlayer.js';

beforeAll(() => fillMediaElement());
afterEach(() => document.body.replaceChildren());

const vast = (clickThrough: string) => `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0"><Ad id="1"><InLine><AdSystem>Test</AdSystem><AdTitle>Ad</AdTitle>
<Impression><![CDATA[https://ads.example.test/impression]]></Impression>
<Creatives><Creative><Linear><Duration>00:00:10</Duration>
<VideoClicks><ClickThrough><![CDATA[${clickThrough}]]></ClickThrough></VideoClicks>
<MediaFiles><MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://ads.example.test/creative.mp4]]></MediaFile></MediaFiles>
</Linear></Creative></Creatives></InLine></Ad></VAST>`;

/** What clicking the advert of a VAST document with `clickThrough` opens. */
async function opened(clickThrough: string): Promise<string[]> {
  const response = await new VASTParser().parseVAST(new DOMParser().parseFromString(vast(clickThrough), 'text/xml'));
  const ad = response.ads[0];
  const tracker = new VASTTracker(null, ad, ad.creatives[0]) as unknown as LinearTracker;
  const video = document.createElement('video');
  const container = document.createElement('div');
  document.body.append(video, container);
  const urls: string[] = [];
  const abort = new AbortController();
  const run = playLinear({
    fileURL: 'https://ads.example.test/creative.mp4',
    skipDelayS: 5,
    tracker,
    video,
    container,
    clock: createFakeClock(),
    stallTimeoutMs: 5000,
    signal: abort.signal,
    onStart() {},
    openWindow: (url) => urls.push(url),
  });
  container.querySelector<HTMLElement>('.reel-ad-click')?.click();
  abort.abort();
  await run.catch(() => undefined);
  return urls;
}

describe("the advert's click-through", () => {
  it('opens an https page', async () => {
    expect(await opened('https://advertiser.example.test/landing?a=1')).toEqual(['https://advertiser.example.test/landing?a=1']);
  });

  it('opens nothing for a javascript:, data: or vbscript: address', async () => {
    for (const address of [
      'javascript:alert(document.domain)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ])
      expect([address, await opened(address)]).toEqual([address, []]);
  });
});
