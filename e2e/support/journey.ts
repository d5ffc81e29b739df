// What the member journey (journey.e2e.ts) needs beside the browser: a generated PNG for the avatar,
// the confirmation link from the server's outbox, and a public, flat channel video of the home list.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A PNG of a flat colour, made here so no picture is committed: IHDR, one IDAT, IEND. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([40, 90 + (x % 160), 200], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The confirmation link of the newest e-mail to `to` in the server's outbox. */
export async function confirmationLink(outboxDir: string, to: string): Promise<string> {
  const names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort().reverse();
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as { to: string; links: string[] };
    const link = mail.to.toLowerCase() === to.toLowerCase() ? mail.links.find((l) => l.includes('act=confirm')) : undefined;
    if (link) return link;
  }
  throw new Error(`no confirmation e-mail to ${to} in ${outboxDir}`);
}

export interface JourneyVideo {
  video_id: number;
  href: string;
  title: string;
  /** The dir of the video's channel: its page is `/pornsite/{dir}/`. */
  channelDir: string;
}

/**
 * The first video of the home list that anyone may watch (not private), that plays flat (VR makes
 * Chromium's software WebGL warn on the console) and that belongs to a channel one can subscribe
 * to. The page must be on the home list; the choice is read from the video's own JSON.
 */
export async function pickHomeVideo(page: Page): Promise<JourneyVideo> {
  const links = page.locator('.grid .card .card__title a');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  const found = await page.evaluate(async (list) => {
    for (const href of list) {
      const id = Number(/\/video\/(\d+)\//.exec(href)?.[1]);
      if (!id) continue;
      const bucket = `${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}`;
      const { video } = await (await fetch(`/api/json/video/86400/${bucket}.json`)).json();
      if (video.vr || video.is_private || video.channel === 'UsersUpload' || !video.channel?.dir) continue;
      return { video_id: id, href, title: String(video.title), channelDir: String(video.channel.dir) };
    }
    return null;
  }, hrefs);
  if (!found) throw new Error(`no public, flat channel video among the home list's ${hrefs.length}`);
  return found;
}
