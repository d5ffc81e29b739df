// The player takes its links and thresholds as options and never imports @reel/api, so its own
// defaults are a second copy of the contract's rules. This is the one place that holds the two
// together: change either side alone and it fails.
import * as api from '@reel/api';
import * as metrics from '@reel/api/metrics';
import * as pages from '@reel/api/pages';
import * as player from '@reel/player';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe("the player's defaults agree with @reel/api", () => {
  it('serves HLS above the same threshold', () => {
    expect(player.HLS_THRESHOLD_S).toBe(api.HLS_THRESHOLD_S);
    expect(player.usesHls(api.HLS_THRESHOLD_S)).toBe(false);
    expect(player.usesHls(api.HLS_THRESHOLD_S + 1)).toBe(true);
  });

  it("drops the trailer and asks for the stream by the contract's names", async () => {
    const file = (format: string): player.VideoFileWire => ({
      video_url: `/get_file/1/s/42${format}`,
      format,
      vr: '',
      timelines_count: 0,
      timelines_interval: 0,
    });
    const media = await player.fromVideoFiles([file(api.FORMAT_SD), file(api.FORMAT_TRAILER)], { durationS: api.HLS_THRESHOLD_S + 1 });
    const sd = `/get_file/1/s/42${api.FORMAT_SD}`;
    expect(media.sources.map((s) => s.src)).toEqual([`${sd}?${api.HLS_SOURCE_PARAM}`, sd]);
  });

  it("reads the captions rows of the server's file list as text tracks", async () => {
    const row = (format: string, srclang?: string): player.VideoFileWire => ({
      video_url: `/get_file/1/s/42${format}`,
      format,
      srclang,
      vr: '',
      timelines_count: 0,
      timelines_interval: 0,
    });
    const media = await player.fromVideoFiles([row(api.FORMAT_SD), row(api.CAPTIONS_FORMAT, 'en')], { durationS: 60 });
    expect(media.textTracks?.map((t) => t.srclang)).toEqual(['en']);
  });

  it('sends the metric names the server takes, and only those', () => {
    expect(player.METRIC_EVENTS).toEqual(metrics.PLAYER_METRIC_EVENTS);
    expect(player.ERROR_COUNTERS).toEqual(metrics.PLAYER_METRIC_COUNTERS);
    expectTypeOf<player.MetricEventName>().toEqualTypeOf<metrics.PlayerMetricEventName>();
    expectTypeOf<player.ErrorCounterName>().toEqualTypeOf<metrics.MetricCounterName>();
    expectTypeOf<player.MetricRecord>().toExtend<metrics.PlayerMetricRecord>();
    expectTypeOf<metrics.PlayerMetricRecord['name']>().toEqualTypeOf<player.MetricRecord['name']>();
  });

  it('leaves out the deleted status, and only that one', () => {
    expect(player.STATUS_DELETED).toBe(api.VideoStatus.Deleted);
    for (const status of Object.values(api.VideoStatus)) expect(player.isDeletedStatus(status)).toBe(status === api.VideoStatus.Deleted);
  });

  it('links the watch page as the site writes it, and only to pages the site serves', () => {
    expect(player.videoLink(42, 'beach-day')).toBe(pages.watchPagePath(42, 'beach-day'));
    expect(player.videoLink(42, 'a b/c')).toBe(pages.watchPagePath(42, 'a b/c'));
    expect(player.videoLink(42, 'beach-day', { from: 'related' })).toBe(pages.watchPagePath(42, 'beach-day', 'related'));
    expect(player.videoLink(42, 'beach-day', { from: 'upnext' })).toBe(pages.watchPagePath(42, 'beach-day', 'upnext'));
    for (const link of [player.videoLink(42, 'beach-day'), player.searchLink('beach day'), player.downloadLink(42)]) {
      const url = new URL(link, 'https://reel.example');
      expect(pages.matchSiteRoute(url.pathname, url.search).kind, link).toBe('page');
    }
  });

  it("writes the share menu's embed code as the oEmbed answer does", () => {
    const { embedUrl } = player.shareAddresses(42, 'beach-day', 'https://reel.example/video/42/beach-day/');
    expect(embedUrl).toBe(api.embedPageUrl('https://reel.example', 42));
    // The player's public embedCode is the fixed iframe; the panel's responsive code (a lazy chunk)
    // is held to the oEmbed answer's html in the browser (e2e/oembed.e2e.ts).
    const title = 'Beach "day" <3 & more';
    expect(player.embedCode(embedUrl, title)).toBe(
      api.embedCode('https://reel.example', 42, title, { fixed: { width: api.EMBED_WIDTH_PX, height: api.EMBED_HEIGHT_PX } }),
    );
    expect(player.embedCode(embedUrl, title, 854, 480)).toBe(
      api.embedCode('https://reel.example', 42, title, { fixed: { width: 854, height: 480 } }),
    );
    expect([player.EMBED_WIDTH_PX, player.EMBED_HEIGHT_PX]).toEqual([api.EMBED_WIDTH_PX, api.EMBED_HEIGHT_PX]);
  });

  it("takes the contract's file list and player view of a video as they are", () => {
    expectTypeOf<api.VideoFile>().toExtend<player.VideoFileWire>();
    expectTypeOf<api.PlayerVideoFields>().toExtend<player.PlayerVideo>();
    expectTypeOf<api.RelatedVideoFields>().toExtend<player.RelatedVideo>();
  });
});
