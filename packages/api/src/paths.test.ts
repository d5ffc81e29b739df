// Every catalogue shape against a literal string: these are what the server routes on.
import { describe, expect, it } from 'vitest';
import { LIFETIME_VIDEOFILE_PLAYER_S, MEMBER_FILTER_DEFAULT, MODEL_FILTER_DEFAULT } from './constants.js';
import * as p from './paths.js';

describe('bucket and extension helpers', () => {
  it('divides ids by a million and a thousand', () => {
    expect(p.millionBucket(1234567)).toBe(1);
    expect(p.thousandBucket(1234567)).toBe(1234);
    expect(p.millionBucket(999999)).toBe(0);
    expect(p.thousandBucket(999)).toBe(0);
    expect(p.bucketDir(1234567)).toBe('1/1234');
    expect(p.bucketDir('123')).toBe('0/0');
  });

  it('switches json to jsond for lifetime 0 only', () => {
    expect(p.jsonExt(0)).toBe('jsond');
    expect(p.jsonExt(1)).toBe('json');
    expect(p.jsonExt(86400)).toBe('json');
  });

  it('refuses ids that would build a broken path', () => {
    for (const bad of [-1, 1.5, NaN, '', '12a', ' 1', 0, '0', '042', 2 ** 31, String(2 ** 53 + 2)]) {
      expect(() => p.toId(bad), String(bad)).toThrow(RangeError);
    }
    expect(p.toId('42')).toBe(42);
  });
});

describe('filter strings', () => {
  it('defaults to seven dots for members and ten for models', () => {
    expect(p.memberFilter()).toBe('.......');
    expect(p.memberFilter({})).toBe(MEMBER_FILTER_DEFAULT);
    expect(p.modelFilter()).toBe('..........');
    expect(p.modelFilter({})).toBe(MODEL_FILTER_DEFAULT);
  });

  it('places each field at its position', () => {
    expect(p.memberFilter({ gender: 2, country: 'us', letter: 'a' })).toBe('2....us...a');
    expect(p.modelFilter({ gender: 2, hair: 5, letter: 'j' })).toBe('2..5........j');
    expect(p.modelFilter({ ethnicity: 'latin', tattoo: 'yes' })).toBe('...latin.....yes..');
  });

  it('passes a ready string through and rejects malformed ones', () => {
    expect(p.memberFilter('1.......')).toBe('1.......');
    expect(() => p.memberFilter('1..')).toThrow(RangeError);
    expect(() => p.modelFilter({ letter: 'a.b' })).toThrow(RangeError);
    expect(() => p.memberFilter({ country: 'u/s' })).toThrow(RangeError);
  });
});

describe('main and video lists', () => {
  it('main', () => {
    expect(p.mainPath()).toBe('/api/json/main/14400/str.en.json');
    expect(p.mainPath({ gender: 'gay' })).toBe('/api/json/main/14400/gay.en.json');
    expect(p.mainPath({ lifetime: 0 })).toBe('/api/json/main/0/str.en.jsond');
  });

  it('videos2 with defaults', () => {
    expect(p.videosPath()).toBe('/api/json/videos2/86400/str/latest-updates/60/all..1.all...json');
    expect(p.videosPath({ lifetime: 0 })).toBe('/api/json/videos2/0/str/latest-updates/60/all..1.all...jsond');
  });

  it('videos2 with every field', () => {
    const path = p.videosPath({
      gender: 'she',
      sort: 'top-rated',
      count: 24,
      section: 'category',
      object_id: 'big-tits',
      page: 3,
      type: 'hd',
      duration: '2',
      date: 'week',
    });
    expect(path).toBe('/api/json/videos2/86400/she/top-rated/24/category.big-tits.3.hd.2.week.json');
  });

  it("writes 'all' duration and date as empty", () => {
    expect(p.videosPath({ duration: 'all', date: 'all' })).toBe('/api/json/videos2/86400/str/latest-updates/60/all..1.all...json');
    expect(p.videosPath({ section: 'model', object_id: 7, duration: '3', date: 'all' })).toBe(
      '/api/json/videos2/86400/str/latest-updates/60/model.7.1.all.3..json',
    );
  });

  it('refuses a bad page, lifetime or count', () => {
    expect(() => p.videosPath({ page: NaN })).toThrow(RangeError);
    expect(() => p.videosPath({ lifetime: -1 })).toThrow(RangeError);
    expect(() => p.videosPath({ count: 1001 })).toThrow(RangeError);
  });
});

describe('search', () => {
  const base = '/api/videos2.php?params=86400/str/relevance/60/search..1.all..';

  it('encodes only the text', () => {
    expect(p.searchPath({ text: 'milf' })).toBe(`${base}&s=milf`);
    expect(p.searchPath({ text: 'tom & jerry é' })).toBe(`${base}&s=tom%20%26%20jerry%20%C3%A9`);
    expect(p.searchPath({ text: '日本' })).toBe(`${base}&s=%E6%97%A5%E6%9C%AC`);
  });

  it('fills the params positions', () => {
    expect(p.searchPath({ text: 'x', page: 2, type: 'fhd', duration: '1', date: 'all', gender: 'gay', count: 24 })).toBe(
      '/api/videos2.php?params=86400/gay/relevance/24/search..2.fhd.1.&s=x',
    );
    expect(p.searchPath({ text: 'x', lifetime: 0 })).toBe('/api/videos2.php?params=0/str/relevance/60/search..1.all..&s=x');
  });

  it("without text appends the page's query string", () => {
    expect(p.searchPath({ query: '?s=abc&sort=top' })).toBe(`${base}&s=abc&sort=top`);
    expect(p.searchPath()).toBe(base);
  });
});

describe('single video, related, files, timelines', () => {
  it('video', () => {
    expect(p.videoPath(1234567)).toBe('/api/json/video/86400/1/1234/1234567.json');
    expect(p.videoPath('123')).toBe('/api/json/video/86400/0/0/123.json');
    expect(p.videoPath(123, { lifetime: 0 })).toBe('/api/json/video/0/0/0/123.jsond');
  });

  it('related', () => {
    expect(p.DEFAULT_RELATED_TOKEN).toBe('/api/json/videos_related/432000/');
    expect(p.relatedPath(123)).toBe('/api/json/videos_related/432000/20/0/0/123.all.1.json');
    expect(p.relatedPath(1234567, { page: 2, count: 10 })).toBe('/api/json/videos_related/432000/10/1/1234/1234567.all.2.json');
    expect(p.relatedPath(123, { lifetime: 0 })).toBe('/api/json/videos_related/0/20/0/0/123.all.1.jsond');
    expect(p.relatedPath(123, { token: 'https://cdn.example/rel/' })).toBe('https://cdn.example/rel/20/0/0/123.all.1.json');
  });

  it('videofile', () => {
    expect(p.videofilePath(123)).toBe('/api/videofile.php?video_id=123&lifetime=864000');
    expect(p.videofilePath(123, { lifetime: LIFETIME_VIDEOFILE_PLAYER_S })).toBe('/api/videofile.php?video_id=123&lifetime=8640000');
  });

  it('timelines', () => {
    expect(p.timelinesPath({ video_id: 1234567, timelines_count: 50, timelines_interval: 10 })).toBe(
      '/api/timelines/timelines/1/1234/1234567.50.10.vtt',
    );
    expect(p.timelinesPath({ video_id: 5, timelines_count: 3, timelines_interval: 4, timelines_format: 'jpg', token: '//cdn/t/' })).toBe(
      '//cdn/t/jpg/0/0/5.3.4.vtt',
    );
  });
});

describe('suggestions and stats', () => {
  it('suggester list', () => {
    expect(p.suggesterPath()).toBe('/api/json/suggester/43200/1000.json');
    expect(p.suggesterPath({ lifetime: 0, count: 10 })).toBe('/api/json/suggester/0/10.jsond');
  });

  it('typed suggestions encode the text', () => {
    expect(p.suggestPath('a&b é')).toBe('/api/suggester.php?c=a%26b%20%C3%A9');
  });

  it('top searches', () => {
    expect(p.statsPath()).toBe('/api/json/stats/43200/top.json');
    expect(p.statsPath({ lifetime: 0 })).toBe('/api/json/stats/0/top.jsond');
  });
});

describe('categories, members, comments', () => {
  it('categories', () => {
    expect(p.categoriesPath()).toBe('/api/json/categories/14400/str.toptn.en.json');
    expect(p.categoriesPath({ gender: 'gay', section: 'all' })).toBe('/api/json/categories/14400/gay.all.en.json');
    expect(p.categoriesPath({ lifetime: 0 })).toBe('/api/json/categories/0/str.toptn.en.jsond');
  });

  it('members', () => {
    expect(p.membersPath()).toBe('/api/json/members/3600/all/filt......./recent/96/1.json');
    expect(p.membersPath({ filter: { gender: 2, country: 'us', letter: 'a' }, page: 2, sort: 'alphabetaz' })).toBe(
      '/api/json/members/3600/all/filt2....us...a/alphabetaz/96/2.json',
    );
    expect(p.membersPath({ section: 'friends', lifetime: 0, search: 'john & é' })).toBe(
      '/api/json/members/0/friends/filt......./recent/96/1.jsond?search=john%20%26%20%C3%A9',
    );
  });

  it('member', () => {
    expect(p.memberPath(1234567)).toBe('/api/json/member/7200/user/1234/1234567.json');
    expect(p.memberPath(42, { section: 'u_ava', lifetime: 0 })).toBe('/api/json/member/0/u_ava/0/42.jsond');
  });

  it('comments, uncached when signed in', () => {
    expect(p.commentsPath({ section: 'video', object_id: 1234567 })).toBe('/api/json/comments/3600/video/1/1234/1234567.json');
    expect(p.commentsPath({ section: 'model', object_id: 1234567, signedIn: true })).toBe(
      '/api/json/comments/0/model/1/1234/1234567.jsond',
    );
  });
});

describe('channels, models, playlists, subscriptions, download', () => {
  it('channels', () => {
    expect(p.channelsPath()).toBe('/api/json/channels/14400/str/alphabetaz-toptn/60/all..1.json');
    expect(p.channelsPath({ sort: 'most-popular', section: 'model', object_id: 'jane-doe', page: 2 })).toBe(
      '/api/json/channels/14400/str/most-popular-toptn/60/model.jane-doe.2.json',
    );
    expect(p.channelsPath({ lifetime: 0 })).toBe('/api/json/channels/0/str/alphabetaz-toptn/60/all..1.jsond');
  });

  it('channel by first letter of dir', () => {
    expect(p.channelPath('studio-one')).toBe('/api/json/channel/14400/s/studio-one.json');
    expect(p.channelPath('studio-one', { lifetime: 0 })).toBe('/api/json/channel/0/s/studio-one.jsond');
    expect(() => p.channelPath('')).toThrow(RangeError);
  });

  it('models', () => {
    expect(p.modelsPath()).toBe('/api/json/models/3600/str/filt........../most-popular-toptn/60/1.json');
    expect(p.modelsPath({ filter: { gender: 2, hair: 5, letter: 'j' }, sort: 'alphabetaz', page: 4, count: 30 })).toBe(
      '/api/json/models/3600/str/filt2..5........j/alphabetaz-toptn/30/4.json',
    );
    expect(p.modelsPath({ lifetime: 0 })).toBe('/api/json/models/0/str/filt........../most-popular-toptn/60/1.jsond');
  });

  it('model by first two characters of dir', () => {
    expect(p.modelPath('jane-doe')).toBe('/api/json/model/3600/ja/jane-doe.json');
    expect(p.modelPath('j', { lifetime: 0 })).toBe('/api/json/model/0/j/j.jsond');
  });

  it('playlists', () => {
    expect(p.playlistsPath()).toBe('/api/json/playlists/86400/latest-updates/60/all.1.str..json');
    expect(p.playlistsPath({ section: 'user', object_id: 42, page: 2, sort: 'most-viewed', lifetime: 0 })).toBe(
      '/api/json/playlists/0/most-viewed/60/user.2.str.42.jsond',
    );
  });

  it('playlist and subscriptions by thousand bucket', () => {
    expect(p.playlistPath(1234567)).toBe('/api/json/playlist/86400/1234/1234567.json');
    expect(p.subscriptionsPath(42)).toBe('/api/json/subscriptions/14400/0/42.json');
    expect(p.subscriptionsPath(1234567, { lifetime: 0 })).toBe('/api/json/subscriptions/0/1234/1234567.jsond');
  });

  it('download', () => {
    expect(p.downloadPath('studio')).toBe('/api/json/download/86400/studio.json');
    expect(p.downloadPath('studio', { lifetime: 0 })).toBe('/api/json/download/0/studio.jsond');
  });

  it('POST endpoints', () => {
    expect([p.INPUT_PATH, p.LOGIN_PATH, p.SIGNUP_PATH, p.MEMBER_PATH, p.VIDEO_EDIT_PATH]).toEqual([
      '/api/input.php',
      '/api/login.php',
      '/api/signup.php',
      '/api/member.php',
      '/api/video_edit.php',
    ]);
  });
});

describe('query options of the member and subscription lists', () => {
  it('names the member of friends, subscribers and subscriptions with object_id', () => {
    expect(p.membersPath({ section: 'friends', object_id: 12 })).toBe(
      '/api/json/members/3600/friends/filt......./recent/96/1.json?object_id=12',
    );
    expect(p.membersPath({ section: 'all', search: 'a&b' })).toBe('/api/json/members/3600/all/filt......./recent/96/1.json?search=a%26b');
    expect(p.membersPath({ section: 'subscribers', object_id: 3, search: 'x' })).toBe(
      '/api/json/members/3600/subscribers/filt......./recent/96/1.json?object_id=3&search=x',
    );
  });

  it('passes sort, type, page and count of subscriptions as query values', () => {
    expect(p.subscriptionsPath(1234)).toBe('/api/json/subscriptions/14400/1/1234.json');
    expect(p.subscriptionsPath(1234, { lifetime: 0, sort: 'count-subs', type: 'channel', page: 2, count: 30 })).toBe(
      '/api/json/subscriptions/0/1/1234.jsond?sort=count-subs&type=channel&page=2&count=30',
    );
  });
});
