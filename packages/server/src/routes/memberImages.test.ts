// Avatar and cover uploads through the real server and the real ffmpeg: sizes, formats, refusals,
// where the result lands, and that no temporary file is left behind.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES } from '@reel/api';
import { MEMBER_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZE_PX, COVER_HEIGHT_PX, COVER_WIDTH_PX } from '../auth/constants.js';
import { probe, runFfmpeg } from '../media/ffmpeg.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';
import { imageDemuxer } from './memberImages.js';

let t: TestApp;
let cookie: string;
let userId: number;
let work: string;
const images: Record<string, Buffer> = {};

async function makeImage(name: string, size: string, ext: string): Promise<Buffer> {
  const file = join(work, `${name}.${ext}`);
  await runFfmpeg(['-f', 'lavfi', '-i', `testsrc2=s=${size}`, '-frames:v', '1', file]);
  return readFileSync(file);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-images-'));
  t = await startTestApp({ videos: 5 });
  const m = await createMember(t.database, { username: 'pia_images' });
  userId = m.user_id;
  cookie = await signIn(t.app, m.username, m.password);
  images.png = await makeImage('wide', '1600x400', 'png');
  images.jpg = await makeImage('photo', '1300x1000', 'jpg');
  images.webp = await makeImage('web', '1250x250', 'webp');
  images.small = await makeImage('small', '1249x600', 'png');
  images.short = await makeImage('short', '2000x249', 'jpg');
  // A PNG whose header reads well but whose pixel data is damaged: probed fine, not decodable.
  const damaged = Buffer.from(images.png);
  const idat = damaged.indexOf('IDAT');
  damaged.fill(0x41, idat + 8, idat + 200);
  images.damaged = damaged;
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const BOUNDARY = '----reel-test-boundary';

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; field?: string }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

const upload = (section: string, data?: Buffer, name = 'image.bin', who = cookie) =>
  t.app.inject({
    method: 'POST',
    url: MEMBER_PATH,
    headers: { cookie: who, origin: TEST_ORIGIN, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart({ section }, data ? { name, data } : undefined),
  });

const refusal = (code: string) => ({ error: true, code, errors: [{ field: 'notify', code }] });
const tmpLeft = () => (existsSync(join(t.ctx.config.dataDir, 'tmp')) ? readdirSync(join(t.ctx.config.dataDir, 'tmp')) : []);

describe('accepted images', () => {
  it('a cover becomes a 1250×250 JPEG under the media root, at the address answered', async () => {
    const res = await upload('u_cover', images.png, 'wide.png');
    expect(res.statusCode).toBe(200);
    const { cover } = res.json();
    expect(cover).toMatch(new RegExp(`^/media/members/0/${userId}/cover-[0-9a-f]{12}\\.jpg$`));
    const file = join(t.ctx.config.mediaRoot, cover.slice('/media/'.length));
    expect(readFileSync(file).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await probe(file)).toMatchObject({ width: COVER_WIDTH_PX, height: COVER_HEIGHT_PX });
    expect((await t.app.inject({ method: 'POST', url: MEMBER_PATH, headers: { cookie, origin: TEST_ORIGIN } })).json().user.cover).toBe(
      cover,
    );
  });

  it('an avatar becomes a square; JPEG and WebP are read too; the previous file is removed', async () => {
    const first = (await upload('u_ava', images.jpg, 'photo.jpg')).json().avatar as string;
    const res = await upload('u_ava', images.webp, 'web.webp');
    expect(res.statusCode).toBe(200);
    const second = res.json().avatar as string;
    expect(second).not.toBe(first);
    const file = join(t.ctx.config.mediaRoot, second.slice('/media/'.length));
    expect(await probe(file)).toMatchObject({ width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(existsSync(join(t.ctx.config.mediaRoot, first.slice('/media/'.length)))).toBe(false);
    expect(tmpLeft()).toEqual([]);
  });
});

describe('refused images', () => {
  it('image_too_small under 1250×250 in either direction', async () => {
    for (const data of [images.small, images.short]) {
      const res = await upload('u_cover', data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal('image_too_small'));
    }
  });

  it('failed_to_load_image for what is not an image, or no file at all', async () => {
    const playlist = Buffer.from('#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n');
    for (const data of [Buffer.from('not an image at all'), playlist, images.png.subarray(0, 40), undefined]) {
      expect((await upload('u_ava', data, 'x.png')).json()).toEqual(refusal('failed_to_load_image'));
    }
  });

  it('error_resizing_image when the picture cannot be decoded', async () => {
    const res = await upload('u_cover', images.damaged, 'damaged.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('error_resizing_image'));
    expect(readdirSync(join(t.ctx.config.mediaRoot, 'members', '0', String(userId))).filter((n) => n.startsWith('cover-'))).toHaveLength(1);
  });

  it('file_too_large for a picture wider or taller than the decoder cap, however few its pixels', async () => {
    for (const [name, size] of [
      ['wide', '9000x300'],
      ['tall', '1300x9000'],
    ]) {
      const res = await upload('u_cover', await makeImage(`${name}-cap`, size, 'png'), `${name}.png`);
      expect({ name, status: res.statusCode, body: res.json() as unknown }).toEqual({ name, status: 400, body: refusal('file_too_large') });
    }
    expect(tmpLeft()).toEqual([]);
  });

  it('file_too_large past the size limit, streamed to disk and removed', async () => {
    const big = Buffer.concat([images.png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - images.png.length)]);
    const res = await upload('u_cover', big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(refusal('file_too_large'));
    expect(tmpLeft()).toEqual([]);
  });

  it('an unknown section, a visitor, and a request from another site', async () => {
    expect((await upload('u_wall', images.png)).json()).toEqual({ error: true, code: 'invalid_section' });
    const visitor = await t.app.inject({
      method: 'POST',
      url: MEMBER_PATH,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ section: 'u_ava' }, { name: 'a.png', data: images.png }),
    });
    expect(visitor.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: MEMBER_PATH,
      headers: { cookie, origin: 'https://evil.example', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart({ section: 'u_ava' }, { name: 'a.png', data: images.png }),
    });
    expect(foreign.statusCode).toBe(403);
    expect(tmpLeft()).toEqual([]);
  });
});

describe('format sniffing', () => {
  it('names a demuxer for JPEG, PNG, GIF and WebP only', () => {
    expect(imageDemuxer(images.jpg)).toBe('jpeg_pipe');
    expect(imageDemuxer(images.png)).toBe('png_pipe');
    expect(imageDemuxer(images.webp)).toBe('webp_pipe');
    expect(imageDemuxer(Buffer.from('GIF89a....'))).toBe('gif');
    writeFileSync(join(work, 'svg.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(imageDemuxer(readFileSync(join(work, 'svg.svg')))).toBeNull();
    expect(imageDemuxer(Buffer.alloc(0))).toBeNull();
  });
});
