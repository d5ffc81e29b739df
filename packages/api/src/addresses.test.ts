import { describe, expect, it } from 'vitest';
import {
  categoryPagePath,
  channelPagePath,
  embedPagePath,
  memberPagePath,
  memberTabPath,
  modelPagePath,
  playlistPagePath,
  resetPasswordPagePath,
  videoIdOfAddress,
  watchPagePath,
} from './addresses.js';
import { embedCode, embedPageUrl } from './embedCode.js';
import { matchSiteRoute, MEMBER_LIST_TABS, MEMBER_PLAIN_TABS, memberRouteName } from './siteRoutes.js';

describe('site page addresses', () => {
  it('builds each page in the form the route table serves without a redirect', () => {
    const built: [string, string, Record<string, string>][] = [
      [watchPagePath(42, 'beach-day'), 'video', { id: '42', dir: 'beach-day' }],
      [modelPagePath('anna_b'), 'pornstar', { dir: 'anna_b' }],
      [channelPagePath('studio-x'), 'pornsite', { dir: 'studio-x' }],
      [categoryPagePath('milf'), 'videos-categories', { object_id: 'milf', page: '1' }],
      [playlistPagePath(7), 'playlist', { id: '7' }],
      [memberPagePath(3), 'members', { id: '3' }],
    ];
    for (const [path, name, params] of built) expect(matchSiteRoute(path)).toEqual({ kind: 'page', name, params });
  });

  it('writes the password reset page, with the mailed token in its query', () => {
    expect(resetPasswordPagePath()).toBe('/reset-password/');
    expect(resetPasswordPagePath('a-B_9')).toBe('/reset-password/?token=a-B_9');
    const path = resetPasswordPagePath('a-B_9');
    expect(matchSiteRoute(path.slice(0, path.indexOf('?')))).toEqual({ kind: 'page', name: 'reset-password', params: {} });
  });

  it('gives every member tab its written form: a page number on the tabs that list', () => {
    for (const tab of MEMBER_LIST_TABS)
      expect(matchSiteRoute(memberTabPath(3, tab, 2))).toEqual({
        kind: 'page',
        name: memberRouteName(tab),
        params: { id: '3', page: '2' },
      });
    for (const tab of MEMBER_PLAIN_TABS)
      expect(matchSiteRoute(memberTabPath(3, tab))).toEqual({ kind: 'page', name: memberRouteName(tab), params: { id: '3' } });
    expect(memberTabPath(3, 'favourite-videos')).toBe('/members/3/favourite-videos/1/');
    expect(memberTabPath(3, 'edit')).toBe('/members/3/edit/');
  });

  it('marks where a watch-page link was followed from', () => {
    expect(watchPagePath('42', 'beach-day', 'related')).toBe('/video/42/beach-day/?r=1');
    expect(watchPagePath(42, 'beach-day', 'upnext')).toBe('/video/42/beach-day/?autostart=1');
  });

  it('keeps a dir one path segment, whatever it holds', () => {
    expect(watchPagePath(42, 'a/b?c')).toBe('/video/42/a%2Fb%3Fc/');
    expect(modelPagePath('x y')).toBe('/pornstar/x%20y/');
    expect(channelPagePath('../admin')).toBe('/pornsite/..%2Fadmin/');
    expect(categoryPagePath('#top')).toBe('/categories/%23top/');
  });

  it('names the embed page', () => {
    expect(embedPagePath(42)).toBe('/embed/42/');
    expect(embedPageUrl('https://reel.example', 42)).toBe('https://reel.example/embed/42/');
  });
});

describe('embedCode', () => {
  const ALLOW = 'autoplay; fullscreen; picture-in-picture; accelerometer; gyroscope; clipboard-write; encrypted-media; web-share';

  it('is a 16:9 box as wide as its column with the embed page filling it, unless told otherwise', () => {
    expect(embedCode('https://reel.example', 42, 'Beach day')).toBe(
      '<div style="position:relative;width:100%;aspect-ratio:640/360"><iframe src="https://reel.example/embed/42/" title="Beach day" ' +
        `style="position:absolute;top:0;left:0;width:100%;height:100%;border:0" allow="${ALLOW}"></iframe></div>`,
    );
    expect(embedCode('http://localhost:8080', 7, 't', { maxWidth: 480 })).toMatch(
      /^<div style="position:relative;width:100%;aspect-ratio:640\/360;max-width:480px"><iframe src="http:\/\/localhost:8080\/embed\/7\/"/,
    );
  });

  it('is an iframe of a fixed size when asked', () => {
    expect(embedCode('https://reel.example', 42, 'Beach day', { fixed: { width: 320, height: 180 } })).toBe(
      `<iframe src="https://reel.example/embed/42/" width="320" height="180" title="Beach day" frameborder="0" allow="${ALLOW}"></iframe>`,
    );
  });

  it('escapes the title so it stays text', () => {
    expect(embedCode('https://reel.example', 42, 'Beach "day" <3 & more')).toContain('title="Beach &quot;day&quot; &lt;3 &amp; more"');
  });
});

describe('videoIdOfAddress', () => {
  it('reads the video of a watch page, with or without its dir, and of an embed page', () => {
    for (const path of ['/video/42/beach-day/', '/video/42/beach-day', '/video/42/', '/video/42', '/embed/42/', '/embed/42']) {
      expect([path, videoIdOfAddress(path)]).toEqual([path, 42]);
    }
    expect(videoIdOfAddress(watchPagePath(7, 'a b/c'))).toBe(7);
    expect(videoIdOfAddress(embedPagePath(7))).toBe(7);
  });

  it('names no video for an id outside the id rule or any other address', () => {
    for (const path of [
      '/video/0/x/',
      '/video/042/x/',
      '/video/4294967296/x/',
      '/video/x/',
      '/video/42/x/y/',
      '/video//x/',
      '/embed/42/x/',
      '/embed/01/',
      'video/42/',
      '/videos/42/',
      '/',
      '',
    ]) {
      expect([path, videoIdOfAddress(path)]).toEqual([path, null]);
    }
  });

  it('reads only the pages asked for', () => {
    expect(videoIdOfAddress('/embed/42/', ['embed'])).toBe(42);
    expect(videoIdOfAddress('/video/42/x/', ['embed'])).toBeNull();
    expect(videoIdOfAddress('/video/42/x/', ['video'])).toBe(42);
  });
});
