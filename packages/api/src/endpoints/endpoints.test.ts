// The path builders and the endpoint table describe the same addresses: every builder's path is
// of its entry's shape and reads back, with the table's own parsers, to the values it was built
// from. And the table itself is whole: one entry per method and route, every entry documented.
import { describe, expect, it } from 'vitest';
import { GENDERS, LIFETIME_UNCACHED_S } from '../constants.js';
import * as paths from '../paths.js';
import * as social from '../social.js';
import * as upload from '../upload.js';
import { ENDPOINT, ENDPOINTS } from './index.js';
import { BadInput, parseInput, readAddress, requestOf, type Endpoint } from './kit.js';

const read = (e: Endpoint, url: string) => {
  try {
    return readAddress(e, url);
  } catch (err) {
    if (err instanceof BadInput) return { refused: err.code };
    throw err;
  }
};

describe('the path builders against the table', () => {
  const cases: [Endpoint, string, Record<string, unknown>][] = [
    [ENDPOINT.main, paths.mainPath(), { gender: 'str', lang: 'en' }],
    [
      ENDPOINT.videos,
      paths.videosPath({ section: 'category', object_id: 'milf', page: 3, duration: '2' }),
      { section: 'category', object_id: 'milf', page: 3, duration: '2', date: '' },
    ],
    [ENDPOINT.videos, paths.videosPath({ lifetime: LIFETIME_UNCACHED_S }), { lifetime: 0, section: 'all', page: 1 }],
    [ENDPOINT.search, paths.searchPath({ text: 'hello', page: 2 }), { s: 'hello' }],
    [ENDPOINT.video, paths.videoPath(1234567), { video_id: 1234567, b1: '1', b2: '1234' }],
    [ENDPOINT.related, paths.relatedPath(42, { page: 2 }), { video_id: 42, page: 2, count: 20 }],
    [ENDPOINT.suggester, paths.suggesterPath(), { count: 1000 }],
    [ENDPOINT.suggest, paths.suggestPath('  abc '), { c: 'abc' }],
    [ENDPOINT.stats, paths.statsPath(), {}],
    [ENDPOINT.categories, paths.categoriesPath({ section: 'all' }), { section: 'all' }],
    [
      ENDPOINT.channels,
      paths.channelsPath({ section: 'model', object_id: 'anna', page: 2 }),
      { section: 'model', object_id: 'anna', page: 2, sort: 'alphabetaz' },
    ],
    [ENDPOINT.channel, paths.channelPath('brazzers'), { dir: 'brazzers', letter: 'b' }],
    [ENDPOINT.models, paths.modelsPath({ page: 4 }), { page: 4, sort: 'most-popular' }],
    [ENDPOINT.model, paths.modelPath('anna-bell'), { dir: 'anna-bell' }],
    [ENDPOINT.download, paths.downloadPath('brazzers'), { dir: 'brazzers' }],
    [
      ENDPOINT.members,
      paths.membersPath({ section: 'friends', object_id: 7, search: 'bob' }),
      { section: 'friends', object_id: 7, search: 'bob' },
    ],
    [ENDPOINT.member, paths.memberPath(2001), { user_id: 2001, bucket: '2' }],
    [ENDPOINT.comments, paths.commentsPath({ section: 'video', object_id: 5 }), { section: 'video', object_id: 5, page: 1, count: 20 }],
    [ENDPOINT.comments, paths.commentsPath({ section: 'video', object_id: 5, page: 3, signedIn: true }), { lifetime: 0, page: 3 }],
    [ENDPOINT.playlists, paths.playlistsPath({ section: 'user', object_id: 9 }), { section: 'user', object_id: '9' }],
    [ENDPOINT.playlist, paths.playlistPath(12), { playlist_id: 12 }],
    [
      ENDPOINT.subscriptions,
      paths.subscriptionsPath(3, { type: 'model', page: 2 }),
      { user_id: 3, type: 'model', page: 2, sort: 'recent' },
    ],
    [ENDPOINT.videofile, paths.videofilePath(8), { video_id: 8 }],
    [
      ENDPOINT.timelines,
      paths.timelinesPath({ video_id: 1001, timelines_count: 10, timelines_interval: 5 }),
      { video_id: 1001, count: '10', interval: '5' },
    ],
    [ENDPOINT.wallRead, social.wallPath(4, 2), { user_id: 4, page: 2 }],
    [ENDPOINT.messagesWith, social.messagesPath({ user_id: 6 }), { user_id: 6, page: 1 }],
    [ENDPOINT.messagesRead, social.messagesPath(), { page: 1 }],
    [ENDPOINT.friendsRead, social.friendRequestsPath(3), { page: 3 }],
    [ENDPOINT.playlistOne, social.ownPlaylistsPath({ playlist_id: 11 }), { playlist_id: 11 }],
    [ENDPOINT.playlistRead, social.ownPlaylistsPath({ page: 2 }), { page: 2 }],
    [ENDPOINT.downloadFile, social.downloadFilePath(13, '_fhd.mp4'), { video_id: 13, format: '_fhd.mp4' }],
  ];
  for (const [e, url, want] of cases) {
    it(`${e.name}: ${url}`, () => {
      const got = read(e, url) as Record<string, unknown> & { params?: { lifetime: number } };
      expect(got).toMatchObject(want);
      // A builder given no lifetime writes the entry's own.
      if (e.cache === 'path' && want.lifetime === undefined) expect(got.params?.lifetime ?? got.lifetime).toBe(e.lifetime);
    });
  }

  it('a bad value in a built shape is refused with its code', () => {
    expect(read(ENDPOINT.video, '/api/json/video/86400/0/0/99999999999999999999.json')).toEqual({ refused: 'invalid_id' });
    expect(read(ENDPOINT.video, '/api/json/video/86400/0/1/42.json')).toEqual({ refused: 'invalid_bucket' });
    expect(read(ENDPOINT.videos, paths.videosPath().replace('/str/', '/xx/'))).toEqual({ refused: 'invalid_gender' });
    expect(read(ENDPOINT.videos, paths.videosPath().replace('.json', '.jsond'))).toEqual({ refused: 'invalid_extension' });
    expect(read(ENDPOINT.related, paths.relatedPath(42).replace('.all.', '.any.'))).toEqual({ refused: 'invalid_path' });
    expect(read(ENDPOINT.members, paths.membersPath({ section: 'friends' }))).toEqual({ refused: 'object_id_required' });
    expect(read(ENDPOINT.channels, paths.channelsPath({ page: 100_001 }))).toEqual({ refused: 'invalid_page' });
  });

  it('a path of another shape is not read as this one', () => {
    expect(read(ENDPOINT.video, paths.mainPath())).toBeNull();
  });
});

describe('the table', () => {
  it('has one entry per method, route and act, each with a shape, a summary and an answer', () => {
    const keys = ENDPOINTS.map(
      (e) => `${e.method} ${e.route}${e.act === undefined ? '' : ` act=${e.act}`}${e.selectedBy ? ` ${e.selectedBy}=` : ''}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of ENDPOINTS)
      expect([e.name, e.shape.length > 0, e.summary.length > 0, e.answer.length > 0]).toEqual([e.name, true, true, true]);
  });

  it('reads every route parameter of every entry', () => {
    for (const e of ENDPOINTS) {
      const segments = e.route
        .split('/')
        .filter((s) => s.startsWith(':'))
        .map((s) => s.slice(1));
      const named = new Set([...Object.keys(e.params), ...(e.file ? ['file'] : [])]);
      expect([e.name, segments.filter((s) => !named.has(s))]).toEqual([e.name, []]);
    }
  });

  it('opens to any origin only public GETs, the ones the embed reads', () => {
    const open = ENDPOINTS.filter((e) => e.crossOrigin);
    for (const e of open) expect([e.name, e.method, e.private ?? false]).toEqual([e.name, 'GET', false]);
    expect(open.map((e) => e.name)).toEqual(
      expect.arrayContaining(['video', 'related', 'videofile', 'getFile', 'getSegment', 'timelines']),
    );
  });

  it('takes its value sets from constants.ts', () => {
    expect(ENDPOINT.main.params.gender.doc).toBe(GENDERS.join(' | '));
  });
});

describe('a call written from the table', () => {
  it('writes the address its entry builds and reads back to the same values', () => {
    const videos = requestOf(ENDPOINT.videos, {
      lifetime: 0,
      gender: 'str',
      sort: 'latest-updates',
      count: 60,
      section: 'category',
      object_id: 'milf',
      page: 3,
      type: 'all',
      duration: '',
      date: '',
    });
    expect(videos.address).toBe(paths.videosPath({ lifetime: 0, section: 'category', object_id: 'milf', page: 3 }));
    const hide = requestOf(ENDPOINT.adminHide, { target_type: 'wall', target_id: 9, hidden: false, note: '' });
    expect(hide).toEqual({
      method: 'POST',
      address: '/api/admin/hide',
      fields: { target_type: 'wall', target_id: '9', hidden: '0', note: '' },
    });
  });

  it('refuses a value the server would refuse, with its code, before anything is sent', () => {
    expect(() => requestOf(ENDPOINT.adminVideo, { video_id: 0 })).toThrow(new BadInput('invalid_video_id'));
  });

  it('writes the segments derived from an id (its buckets) from the id alone, as the path builder does', () => {
    const comments = (object_id: number, lifetime: number, page?: number) =>
      requestOf(ENDPOINT.comments, { section: 'video', object_id, lifetime, page }).address;
    expect(comments(1234567, 3600)).toBe(paths.commentsPath({ section: 'video', object_id: 1234567 }));
    expect(comments(5, 0, 3)).toBe(paths.commentsPath({ section: 'video', object_id: 5, page: 3, signedIn: true }));
    // Given, a segment is the caller's and checked like any other.
    expect(() => requestOf(ENDPOINT.comments, { section: 'video', object_id: 5, lifetime: 0, b1: '1', b2: '0' })).toThrow(
      new BadInput('invalid_bucket'),
    );
  });
});

describe('a call to one act of a shared route', () => {
  it('writes the act first, as the forms and the reads always have', () => {
    expect(requestOf(ENDPOINT.profilePassword, { old_pwd: 'a b', new_pwd: 'c' })).toEqual({
      method: 'POST',
      address: '/api/member.php',
      fields: { act: 'password', old_pwd: 'a b', new_pwd: 'c' },
    });
    expect(requestOf(ENDPOINT.login, { usr: 'ann', pwd: 'x' }).fields).toEqual({ usr: 'ann', pwd: 'x' });
    expect(requestOf(ENDPOINT.logout, {}).fields).toEqual({ act: 'logout' });
    expect(requestOf(ENDPOINT.profile, {}).fields).toEqual({});
    expect(requestOf(ENDPOINT.uploadLimits, {}).address).toBe(upload.uploadLimitsPath());
    expect(requestOf(ENDPOINT.uploads, { page: 2 }).address).toBe(upload.uploadsListPath(2));
    expect(requestOf(ENDPOINT.uploadScreens, { video_id: 5 }).address).toBe(upload.previewCandidatesPath(5));
  });

  it("reads a form's fields back to the values written, with each field's format", () => {
    const preview = requestOf(ENDPOINT.uploadPreview, { video_id: 7, screen: 3 });
    expect(preview.fields).toEqual({ act: 'preview', video_id: '7', screen: '3' });
    expect(parseInput(ENDPOINT.uploadPreview, {}, {}, preview.fields)).toEqual({ video_id: 7, screen: 3 });
    const noScreen = requestOf(ENDPOINT.uploadPreview, { video_id: 7, screen: null });
    expect(parseInput(ENDPOINT.uploadPreview, {}, {}, noScreen.fields)).toEqual({ video_id: 7, screen: null });
    const edit = requestOf(ENDPOINT.profileEdit, { gender: 2, city: '' });
    expect(edit.fields).toEqual({ act: 'edit', gender: '2', city: '' });
    expect(parseInput(ENDPOINT.profileEdit, {}, {}, edit.fields)).toMatchObject({ gender: '2', city: '', about_me: undefined });
  });

  it("refuses a bad field with the act's code, before anything is sent", () => {
    expect(() => requestOf(ENDPOINT.uploadDelete, { video_id: 0 })).toThrow(new BadInput('invalid_video_id'));
    expect(() => parseInput(ENDPOINT.uploadDelete, {}, {}, { video_id: '07' })).toThrow(new BadInput('invalid_video_id'));
    expect(() => parseInput(ENDPOINT.uploadScreens, {}, {})).toThrow(new BadInput('invalid_video_id'));
  });
});
