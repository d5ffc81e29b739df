import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from './fakeClock.js';
import {
  createVttCache,
  findCue,
  parseCuePayload,
  parseTimelineVtt,
  parseTimelineVttChunked,
  parseVttTimestamp,
  resolveUrl,
} from './vtt.js';

const VTT = `WEBVTT

NOTE made by the media pipeline

1
00:00:00.000 --> 00:00:05.000
sprite_0.jpg#xywh=0,0,160,90

2
00:00:05.000 --> 00:00:10.000 align:start
sprite_0.jpg#xywh=160,0,160,90

00:10.000 --> 00:15.000
../other/sprite_1.jpg#xywh=0,90,160,90

bad
00:15.000 --> nonsense
skipped.jpg
`;

function bigVtt(count: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const ts = (s: number) => `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}.000`;
  const blocks = Array.from(
    { length: count },
    (_, i) => `${ts(i)} --> ${ts(i + 1)}\ns${Math.floor(i / 100)}.jpg#xywh=${(i % 10) * 160},${Math.floor((i % 100) / 10) * 90},160,90`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

describe('parseVttTimestamp', () => {
  it('reads HH:MM:SS.mmm and MM:SS.mmm', () => {
    expect(parseVttTimestamp('01:02:03.500')).toBe(3723.5);
    expect(parseVttTimestamp('02:03.250')).toBe(123.25);
    expect(parseVttTimestamp('100:00:00.000')).toBe(360000);
    expect(parseVttTimestamp('1:2:3')).toBeUndefined();
    expect(parseVttTimestamp('00:61:00.000')).toBeUndefined();
  });
});

describe('resolveUrl', () => {
  it('relative to an absolute VTT address', () => {
    expect(resolveUrl('sprite.jpg', 'https://cdn.example/timelines/0/0/42.10.5.vtt')).toBe('https://cdn.example/timelines/0/0/sprite.jpg');
    expect(resolveUrl('../s.jpg', 'https://cdn.example/a/b/x.vtt?sig=1')).toBe('https://cdn.example/a/s.jpg');
    expect(resolveUrl('/s.jpg', 'https://cdn.example/a/b/x.vtt')).toBe('https://cdn.example/s.jpg');
  });

  it('relative to a root-relative or relative VTT address, the answer stays relative', () => {
    expect(resolveUrl('sprite.jpg', '/timelines/0/0/42.vtt')).toBe('/timelines/0/0/sprite.jpg');
    expect(resolveUrl('sprite.jpg', 'tok/timelines/42.vtt')).toBe('tok/timelines/sprite.jpg');
    expect(resolveUrl('/abs.jpg', 'tok/timelines/42.vtt')).toBe('/abs.jpg');
  });

  it('absolute and protocol-relative sprite addresses are kept', () => {
    expect(resolveUrl('https://img.example/s.jpg', '/t/42.vtt')).toBe('https://img.example/s.jpg');
    expect(resolveUrl('//img.example/s.jpg', '/t/42.vtt')).toBe('http://img.example/s.jpg');
  });
});

describe('parseTimelineVtt', () => {
  const base = 'https://cdn.example/timelines/0/0/42.vtt';

  it('parses cues, resolves sprites, skips what is not a cue', () => {
    const cues = parseTimelineVtt(VTT.replace(/\n/g, '\r\n'), base);
    expect(cues).toEqual([
      { start: 0, end: 5, url: 'https://cdn.example/timelines/0/0/sprite_0.jpg', box: { x: 0, y: 0, w: 160, h: 90 } },
      { start: 5, end: 10, url: 'https://cdn.example/timelines/0/0/sprite_0.jpg', box: { x: 160, y: 0, w: 160, h: 90 } },
      { start: 10, end: 15, url: 'https://cdn.example/timelines/0/other/sprite_1.jpg', box: { x: 0, y: 90, w: 160, h: 90 } },
    ]);
  });

  it('a payload without #xywh shows the whole image; out-of-order files are sorted', () => {
    expect(parseCuePayload('whole.jpg', '/t/a.vtt')).toEqual({ url: '/t/whole.jpg', box: null });
    const cues = parseTimelineVtt('WEBVTT\n\n00:05.000 --> 00:10.000\nb.jpg\n\n00:00.000 --> 00:05.000\na.jpg\n', '/t/a.vtt');
    expect(cues.map((c) => c.url)).toEqual(['/t/a.jpg', '/t/b.jpg']);
  });
});

describe('findCue', () => {
  const cues = parseTimelineVtt(VTT, '/t/42.vtt');
  it('binary search: the cue covering the time', () => {
    expect(findCue(cues, 0)?.start).toBe(0);
    expect(findCue(cues, 4.999)?.start).toBe(0);
    expect(findCue(cues, 5)?.start).toBe(5);
    expect(findCue(cues, 12)?.start).toBe(10);
    expect(findCue(cues, 99)?.start).toBe(10);
  });
  it('before the first cue or with no cues: null', () => {
    expect(findCue(cues, -1)).toBeNull();
    expect(findCue([], 3)).toBeNull();
  });
  it('finds every cue of a 10,000-cue file', () => {
    const big = parseTimelineVtt(bigVtt(10_000), '/t/big.vtt');
    expect(big).toHaveLength(10_000);
    for (const t of [0, 1, 4321.5, 9999.9]) expect(findCue(big, t)?.start).toBe(Math.floor(t));
  });
});

describe('parseTimelineVttChunked', () => {
  it('yields every N cues and returns the same cues as the sync parser', async () => {
    const text = bigVtt(10_000);
    const yieldFn = vi.fn(async () => undefined);
    const cues = await parseTimelineVttChunked(text, '/t/big.vtt', { cuesPerChunk: 500, yieldFn });
    expect(yieldFn).toHaveBeenCalledTimes(20);
    expect(cues).toEqual(parseTimelineVtt(text, '/t/big.vtt'));
  });

  it('by default waits on the clock between chunks (other work can run)', async () => {
    const clock = createFakeClock();
    let done = false;
    const parsing = parseTimelineVttChunked(bigVtt(1200), '/t/a.vtt', { clock }).then((c) => {
      done = true;
      return c;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(clock.pendingTimers()).toBe(1);
    await clock.advanceAsync(0);
    expect(done).toBe(true);
    expect(await parsing).toHaveLength(1200);
  });
});

describe('createVttCache', () => {
  it('loads and parses a VTT once per address (a hit shares the promise)', async () => {
    const load = vi.fn(async () => VTT);
    const cache = createVttCache({ load, yieldFn: async () => undefined });
    const [a, b] = await Promise.all([cache.get('/t/42.vtt'), cache.get('/t/42.vtt')]);
    expect(a).toBe(b);
    expect(await cache.get('/t/42.vtt')).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a[0].url).toBe('/t/sprite_0.jpg');
    await cache.get('/t/43.vtt');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load so the next call retries', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(VTT);
    const cache = createVttCache({ load, yieldFn: async () => undefined });
    await expect(cache.get('/t/42.vtt')).rejects.toThrow('offline');
    expect(cache.has('/t/42.vtt')).toBe(false);
    expect(await cache.get('/t/42.vtt')).toHaveLength(3);
  });

  it('keeps at most maxEntries files, dropping the oldest', async () => {
    const cache = createVttCache({ load: async () => VTT, yieldFn: async () => undefined, maxEntries: 2 });
    await cache.get('/a.vtt');
    await cache.get('/b.vtt');
    await cache.get('/c.vtt');
    expect([cache.has('/a.vtt'), cache.has('/b.vtt'), cache.has('/c.vtt')]).toEqual([false, true, true]);
  });
});
