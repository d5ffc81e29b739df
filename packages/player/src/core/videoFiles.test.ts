import { describe, expect, it, vi } from 'vitest';
import { fromVideoFiles } from './fromVideoFiles.js';
import { HLS_TYPE, MP4_TYPE } from './sourceKind.js';
import { appendQueryParam } from './sources.js';
import {
  decodeFileUrl,
  isErrorAnswer,
  mediaFromVideoFiles,
  parseVr,
  playableFiles,
  qualityFromName,
  resolveTextRedirect,
  textRedirectUrl,
  type VideoFileWire,
} from './videoFiles.js';
import { usesHls } from './hls.js';

const file = (format: string, extra: Partial<VideoFileWire> = {}): VideoFileWire => ({
  video_url: `/get_file/1700000000/sig/42${format}`,
  format,
  vr: '',
  timelines_count: 0,
  timelines_interval: 0,
  ...extra,
});
const url = (format: string) => `/get_file/1700000000/sig/42${format}`;
const captionsRow = (srclang: string, extra: Partial<VideoFileWire> = {}): VideoFileWire =>
  file(`_${srclang}.vtt`, { format: '.vtt', srclang, label: srclang.toUpperCase(), kind: 'captions', ...extra });

describe('fromVideoFiles', () => {
  it('a short video: each rendition a labelled mp4 with its height, the trailer dropped, the stream not asked for', () => {
    const media = mediaFromVideoFiles([file('_fhd.mp4'), file('_tr.mp4'), file('.mp4'), file('_sd.mp4')], { durationS: '12:30' });
    expect(media.durationS).toBe(750);
    expect(media.sources).toEqual([
      { src: url('_sd.mp4'), type: MP4_TYPE, label: 'SD', height: 480 },
      { src: url('.mp4'), type: MP4_TYPE, label: 'HD', height: 720 },
      { src: url('_fhd.mp4'), type: MP4_TYPE, label: 'Full HD', height: 1080 },
    ]);
    expect(media.vr).toBeNull();
    expect(media.resolveSource).toBeUndefined();
  });

  it("above 1800 s: the default quality's file as HLS first (no label: it is 'Auto'), the mp4s after it", () => {
    const media = mediaFromVideoFiles([file('_sd.mp4'), file('.mp4'), file('_fhd.mp4')], { durationS: 1801 });
    expect(media.sources[0]).toEqual({ src: `${url('.mp4')}?f=video.m3u8`, type: HLS_TYPE });
    expect(media.sources.slice(1).map((s) => s.label)).toEqual(['SD', 'HD', 'Full HD']);
    expect(mediaFromVideoFiles([file('.mp4')], { durationS: 1800 }).sources.map((s) => s.type)).toEqual([MP4_TYPE]);
  });

  it("without the video's duration the files' own decides; forceHls streams a short one", () => {
    expect(mediaFromVideoFiles([file('.mp4', { duration: 2400 })]).sources[0].type).toBe(HLS_TYPE);
    expect(mediaFromVideoFiles([file('.mp4', { duration: 2400 })]).durationS).toBe(2400);
    expect(mediaFromVideoFiles([file('.mp4')], { durationS: 14, forceHls: true }).sources.map((s) => s.type)).toEqual([HLS_TYPE, MP4_TYPE]);
  });

  it('the stream is asked for with & on a signed address', () => {
    const media = mediaFromVideoFiles([file('.mp4', { video_url: 'https://cdn.example/42.mp4?sig=abc' })], { durationS: 4000 });
    expect(media.sources[0].src).toBe('https://cdn.example/42.mp4?sig=abc&f=video.m3u8');
  });

  it('the stream and the VR layout follow the default quality: HD, else the best below, else the lowest', () => {
    expect(mediaFromVideoFiles([file('_sd.mp4'), file('_fhd.mp4')], { durationS: 4000 }).sources[0].src).toBe(
      `${url('_sd.mp4')}?f=video.m3u8`,
    );
    expect(mediaFromVideoFiles([file('_fhd.mp4')], { durationS: 4000 }).sources[0].src).toBe(`${url('_fhd.mp4')}?f=video.m3u8`);
    const vr = mediaFromVideoFiles([file('_sd.mp4', { vr: '' }), file('.mp4', { vr: '360_mono' })]);
    expect(vr.vr).toEqual({ angle: 360, format: 'mono' });
  });

  it("the default quality's timeline thumbnails", () => {
    const media = mediaFromVideoFiles([file('_sd.mp4', { timelines_url: '/t/sd.vtt' }), file('.mp4', { timelines_url: '/t/hd.vtt' })]);
    expect(media.thumbnails).toBe('/t/hd.vtt');
    expect(mediaFromVideoFiles([file('.mp4', { timelines_url: '' })]).thumbnails).toBeUndefined();
  });

  it('VR: each address resolved through its text_redirect form, an empty answer refused', async () => {
    const media = mediaFromVideoFiles([file('.mp4', { vr: '180_sbs' })]);
    const fetchText = vi.fn(async (u: string) => ` https://media.example/real?for=${encodeURIComponent(u)}\n`);
    expect(media.resolveSource).toBe(resolveTextRedirect);
    await expect(media.resolveSource?.(url('.mp4'), fetchText)).resolves.toBe(
      `https://media.example/real?for=${encodeURIComponent(`${url('.mp4')}?text_redirect=yes`)}`,
    );
    await expect(resolveTextRedirect(url('.mp4'), async () => '  ')).rejects.toThrow(/empty answer/);
  });

  it('captions rows become text tracks, never video', () => {
    const media = mediaFromVideoFiles([
      file('.mp4'),
      captionsRow('en', { label: 'English' }),
      captionsRow('de', { label: '', kind: 'subtitles', video_url: 'https%3A%2F%2Fcdn.example%2F42_de.vtt' }),
      captionsRow('', {}),
      captionsRow('fr', { video_url: '' }),
    ]);
    expect(media.sources).toHaveLength(1);
    expect(media.textTracks).toEqual([
      { src: url('_en.vtt'), srclang: 'en', label: 'English', kind: 'captions' },
      { src: 'https://cdn.example/42_de.vtt', srclang: 'de', label: 'de', kind: 'subtitles' },
    ]);
    expect(mediaFromVideoFiles([file('.mp4')]).textTracks).toBeUndefined();
    expect(() => mediaFromVideoFiles([captionsRow('en')])).toThrow('no playable video file');
  });

  it('refuses an error answer, a non-list and a list with nothing playable, with the answer as the cause', () => {
    const answer = { error: true, code: 'video_not_found' };
    expect(() => mediaFromVideoFiles(answer)).toThrow(
      expect.objectContaining({ message: 'video file call answered with an error', cause: answer }),
    );
    expect(() => mediaFromVideoFiles('oops')).toThrow('video file answer is not a list');
    expect(() => mediaFromVideoFiles([file('_tr.mp4')])).toThrow('no playable video file');
  });

  it('takes the answer or a promise of it, and rejects as the rules throw', async () => {
    await expect(fromVideoFiles(Promise.resolve([file('.mp4')]))).resolves.toMatchObject({ sources: [{ label: 'HD' }] });
    await expect(fromVideoFiles([file('.mp4')], { durationS: 3600 })).resolves.toMatchObject({ sources: [{ type: HLS_TYPE }, {}] });
    await expect(fromVideoFiles({ error: 'boom' })).rejects.toThrow('video file call answered with an error');
    const down = new Error('network down');
    await expect(fromVideoFiles(Promise.reject(down))).rejects.toBe(down);
  });
});

describe('playableFiles', () => {
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
    expect(files[0].url).toBe(url('.mp4'));
  });

  it('decodes a fully encoded address once, leaves a normal one alone', () => {
    expect(decodeFileUrl('https%3A%2F%2Fcdn.example%2Fv%2F42.mp4')).toBe('https://cdn.example/v/42.mp4');
    expect(decodeFileUrl('/v/42.mp4?t=a%20b')).toBe('/v/42.mp4?t=a%20b');
    expect(decodeFileUrl('%2F%E0%A4%A')).toBe('%2F%E0%A4%A');
  });
});

describe('qualityFromName', () => {
  it.each([
    ['_sd.mp4', 'SD'],
    ['_fhd.mp4', 'Full HD'],
    ['.mp4', 'HD'],
    ['/get_file/1/sig/42_FHD.MP4', 'Full HD'],
  ])('%s → %s', (name, label) => {
    expect(qualityFromName(name)).toBe(label);
  });

  it('anything that is not an mp4 has no label', () => {
    expect(qualityFromName('video.webm')).toBeNull();
    expect(qualityFromName('')).toBeNull();
  });
});

describe('usesHls', () => {
  it('strictly above 1800 s', () => {
    expect(usesHls(1800)).toBe(false);
    expect(usesHls(1801)).toBe(true);
    expect(usesHls(Number.NaN)).toBe(false);
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
  ])('%s → %s', (u, out) => {
    expect(appendQueryParam(u, 'x=1')).toBe(out);
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
});

describe('isErrorAnswer', () => {
  it('an object with an error field', () => {
    expect(isErrorAnswer({ error: true, code: 'video_not_found' })).toBe(true);
    expect(isErrorAnswer({ error: 'boom' })).toBe(true);
    expect(isErrorAnswer([file('.mp4')])).toBe(false);
    expect(isErrorAnswer(null)).toBe(false);
  });
});
