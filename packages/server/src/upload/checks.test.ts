// Hostile uploads: files that name other files or addresses for ffprobe to follow, and files that
// never finish reading. Each must be refused as damaged, quickly, without anything it names opened.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVideoFile } from './checks.js';
import { makeHugePicture, makeLongClaim } from './costlyCorpus.js';
import { makeClip } from './testCorpus.js';

let dir: string;
let server: Server;
let port: number;
const requests: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reel-hostile-'));
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** A named pipe nobody writes to: whoever opens it for reading waits for ever. */
function fifo(name: string): string {
  const path = join(dir, name);
  execFileSync('mkfifo', [path]);
  return path;
}

describe('ffprobe on an upload', () => {
  it('refuses a concat script under an accepted extension without opening what it lists', async () => {
    // The listed file is a pipe: opening it would hang the check, so a quick answer proves it was not.
    fifo('listed.mp4');
    await makeClip({ out: join(dir, 'real.mp4'), durationS: 200 });
    const script = join(dir, 'concat.mp4');
    writeFileSync(script, `ffconcat version 1.0\nfile listed.mp4\nfile real.mp4\n`);
    expect(await checkVideoFile(script, 'mp4')).toEqual({ ok: false, code: 'damaged' });
  });

  it('refuses a playlist that points at the network, and no request arrives', async () => {
    const playlist = join(dir, 'playlist.mp4');
    writeFileSync(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:200\n#EXTINF:200,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`);
    const ts = join(dir, 'playlist.ts');
    writeFileSync(ts, `#EXTM3U\n#EXT-X-TARGETDURATION:200\n#EXTINF:200,\nhttp://127.0.0.1:${port}/segment.ts\n#EXT-X-ENDLIST\n`);
    expect(await checkVideoFile(playlist, 'mp4')).toEqual({ ok: false, code: 'damaged' });
    expect(await checkVideoFile(ts, 'ts')).toEqual({ ok: false, code: 'damaged' });
    expect(requests).toEqual([]);
  });

  it('gives up on a file that never finishes reading: damaged, after the time-out', async () => {
    const stalled = fifo('stalled.mp4');
    const started = Date.now();
    expect(await checkVideoFile(stalled, 'mp4', 1500)).toEqual({ ok: false, code: 'damaged' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('still accepts a plain video', async () => {
    const clip = await makeClip({ out: join(dir, 'plain.mp4'), durationS: 200, width: 64, height: 36 });
    expect((await checkVideoFile(clip, 'mp4')).ok).toBe(true);
  });

  it('refuses a file too costly to decode or transcode by what ffprobe reads, before any decode', async () => {
    const huge = await makeHugePicture(join(dir, 'huge.mp4'), 8192, 4320);
    expect(await checkVideoFile(huge, 'mp4')).toMatchObject({ ok: false, code: 'max_resolution' });
    const twoHoursAt60 = await makeLongClaim(join(dir, 'claim.mp4'), 7200, 60);
    expect(await checkVideoFile(twoHoursAt60, 'mp4')).toMatchObject({ ok: false, code: 'max_frames' });
    const at120 = await makeLongClaim(join(dir, 'fast.mp4'), 600, 120);
    expect(await checkVideoFile(at120, 'mp4')).toMatchObject({ ok: false, code: 'max_frame_rate', info: { max: 60 } });
    const fourHours = await makeLongClaim(join(dir, 'long.mp4'), 4 * 3600, 2);
    expect(await checkVideoFile(fourHours, 'mp4')).toMatchObject({ ok: false, code: 'max_duration' });
  });
});
