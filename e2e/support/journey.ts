// What the member journey (journey.e2e.ts) needs beside the browser and the account helpers of
// member.ts: a public, flat channel video of the home list.
import type { Page } from 'playwright-core';

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
