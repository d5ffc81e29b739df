import { describe, expect, it, vi } from 'vitest';
import {
  appendQueryParam,
  buildSources,
  decodeFileUrl,
  HLS_TYPE,
  isErrorAnswer,
  MP4_TYPE,
  parseVr,
  playableFiles,
  resolveVrSources,
  textRedirectUrl,
  usesHls,
  type VideoFileWire,
} from './sources.js';

const file = (format: string, extra: Partial<VideoFileWire> = {}): VideoFileWire => ({
  video_url: `/get_file/1700000000/sig/42${format}`,
  format,
  vr: '',
  timelines_count: 0,
  timelines_interval: 0,
  ...extra,
});

describe('playableFiles', () => {
  it('drops the trailer, labels from the name and orders SD < HD < Full HD', () => {
    const files = playableFiles([file('_fhd.mp4'), file('_tr.mp4'), file('.mp4'), file('_sd.mp4')]);
    expect(files.map((f) => f.quality)).toEqual(['SD', 'HD', 'Full HD']);
    expect(files[0].url).toBe('/get_file/1700000000/sig/42_sd.mp4');
  });

  it('reads the name from the address when the format is not a file suffix', () => {
    const files = playableFiles([file('', { video_url: 'https://cdn.example/v/42_fhd.mp4?sig=1' }), file('x', { video_url: '/v/42.mp4' })]);
    expect(files.map((f) => f.quality)).toEqual(['HD', 'Full HD']);
  });

  it('drops a trailer recognised by its address, files with no address, non-mp4 and repeated qualities', () => {
    const files = playableFiles([
      file('', { video_url: '/v/42_tr.mp4' }),
      file('.mp4', { video_url: '' }),
      file('', { video_url: '/v/42.webm' }),
      file('.mp4'),
      file('.mp4', { video_url: '/other.mp4' }),
    ]);
    expect(files).toHaveLength(1);
    expect(files[0].url).toBe('/get_file/1700000000/sig/42.mp4');
  });

  it('decodes a fully encoded address once, leaves a normal one alone', () => {
    expect(decodeFileUrl('https%3A%2F%2Fcdn.example%2Fv%2F42.mp4')).toBe('https://cdn.example/v/42.mp4');
    expect(decodeFileUrl('/v/42.mp4?t=a%20b')).toBe('/v/42.mp4?t=a%20b');
    expect(decodeFileUrl('%2F%E0%A4%A')).toBe('%2F%E0%A4%A');
  });
});

describe('buildSources', () => {
  const [hd] = playableFiles([file('.mp4')]);

  it('a plain file up to and including 1800 s', () => {
    expect(buildSources(hd, 1800)).toEqual([{ src: hd.url, type: MP4_TYPE, quality: 'HD' }]);
    expect(usesHls(1800)).toBe(false);
    expect(usesHls(Number.NaN)).toBe(false);
  });

  it('above 1800 s: HLS first, the mp4 fallback after it', () => {
    expect(buildSources(hd, 1801)).toEqual([
      { src: `${hd.url}?f=video.m3u8`, type: HLS_TYPE, quality: 'HD' },
      { src: hd.url, type: MP4_TYPE, quality: 'HD' },
    ]);
  });

  it('appends with & when the address already has a query', () => {
    const [signed] = playableFiles([file('.mp4', { video_url: 'https://cdn.example/42.mp4?sig=abc' })]);
    expect(buildSources(signed, 4000)[0].src).toBe('https://cdn.example/42.mp4?sig=abc&f=video.m3u8');
  });
});

describe('appendQueryParam', () => {
  it.each([
    ['/a', '/a?x=1'],
    ['/a?', '/a?x=1'],
    ['/a?b=2', '/a?b=2&x=1'],
    ['/a?b=2&', '/a?b=2&x=1'],
    ['/a?b=2#frag', '/a?b=2&x=1#frag'],
    ['/a?x=1', '/a?x=1'],
  ])('%s → %s', (url, out) => {
    expect(appendQueryParam(url, 'x=1')).toBe(out);
  });
});

describe('VR', () => {
  it.each([
    ['180_sbs', { angle: 180, format: 'sbs' }],
    ['360_mono', { angle: 360, format: 'mono' }],
    ['360_tb', { angle: 360, format: 'tb' }],
    [' 180_SBS ', { angle: 180, format: 'sbs' }],
  ])('%s is VR', (vr, mode) => {
    expect(parseVr(vr)).toEqual(mode);
  });

  it.each(['', '0', '180', 'sbs', '90_sbs', '180_xyz', '180-sbs', '180_sbs_x'])('%j is not VR', (vr) => {
    expect(parseVr(vr)).toBeNull();
  });

  it('textRedirectUrl appends text_redirect=yes', () => {
    expect(textRedirectUrl('/get_file/1/s/42.mp4')).toBe('/get_file/1/s/42.mp4?text_redirect=yes');
    expect(textRedirectUrl('/get_file/1/s/42.mp4?f=video.m3u8')).toBe('/get_file/1/s/42.mp4?f=video.m3u8&text_redirect=yes');
  });

  it('resolveVrSources fetches each text_redirect address and uses the answer', async () => {
    const fetchText = vi.fn(async (url: string) => ` https://media.example/real?for=${encodeURIComponent(url)}\n`);
    const [hd] = playableFiles([file('.mp4')]);
    const out = await resolveVrSources(buildSources(hd, 4000), fetchText);
    expect(fetchText.mock.calls.map((c) => c[0])).toEqual([`${hd.url}?f=video.m3u8&text_redirect=yes`, `${hd.url}?text_redirect=yes`]);
    expect(out[1]).toEqual({
      src: `https://media.example/real?for=${encodeURIComponent(`${hd.url}?text_redirect=yes`)}`,
      type: MP4_TYPE,
      quality: 'HD',
    });
  });

  it('an empty redirect answer is an error, not an empty source', async () => {
    const [hd] = playableFiles([file('.mp4')]);
    await expect(resolveVrSources(buildSources(hd, 10), async () => '  ')).rejects.toThrow(/empty answer/);
  });
});

describe('isErrorAnswer', () => {
  it('an object with an error field', () => {
    expect(isErrorAnswer({ error: true, code: 'video_not_found' })).toBe(true);
    expect(isErrorAnswer({ error: 'boom' })).toBe(true);
    expect(isErrorAnswer([file('.mp4')])).toBe(false);
    expect(isErrorAnswer(null)).toBe(false);
    expect(isErrorAnswer('error')).toBe(false);
  });
});
