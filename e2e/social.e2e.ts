// A member's social actions in a real Chromium against the real server: vote once, favourite,
// subscribe, comment up to the limit of 5 per 10 minutes, make a playlist from the watch page and
// find the video on the playlist page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type WatchedPage } from './support/browser';

/** The demo members' shared password (packages/server/src/seed/people.ts). */
const DEMO_PASSWORD = 'demo-password';
const COMMENTS_PER_USER = 5;

interface Member {
  user_id: number;
  username: string;
}

/**
 * A demo member no other browser test signs in as: the seeded members list's last entry by name.
 * Signed in through the page's own fetch, so the session cookie lands in the browser.
 */
async function signIn(page: Page): Promise<Member> {
  await page.goto('/');
  const member = await page.evaluate(async (pwd) => {
    const list = await (await fetch('/api/json/members/3600/all/filt......./alphabetza/96/1.json')).json();
    const { user_id, username } = list.members[0];
    const body = new URLSearchParams({ usr: username, pwd });
    const res = await fetch('/api/login.php', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
    return { user_id: Number(user_id), username: String(username) };
  }, DEMO_PASSWORD);
  await page.reload();
  await page.getByRole('button', { name: `Account menu of ${member.username}` }).first().waitFor();
  return member;
}

interface ListedVideo {
  video_id: number;
  dir: string;
  title: string;
  vr: string;
  channel: { dir: string } | 'UsersUpload';
}

/** Flat (non-VR) channel videos of the catalogue, newest first. */
async function channelVideos(page: Page): Promise<ListedVideo[]> {
  const list = await page.evaluate(async () => (await fetch('/api/json/videos2/86400/str/latest-updates/60/all..1.all...json')).json());
  return (list.videos as ListedVideo[]).filter((v) => !v.vr && v.channel !== 'UsersUpload');
}

async function openVideo(page: Page, video: ListedVideo): Promise<void> {
  await page.goto(`/video/${video.video_id}/${video.dir}/`);
  await page.locator('h1.watch__title').waitFor();
}

/** A flat channel video, opened on its watch page. */
async function openChannelVideo(page: Page): Promise<ListedVideo> {
  const [video] = await channelVideos(page);
  await openVideo(page, video);
  return video;
}

/**
 * Presses `button` on one video after another until the server takes the act: the demo member
 * already voted on, favourited or subscribed to some of them, which the page must say in words.
 */
async function firstTaken(page: Page, videos: ListedVideo[], press: () => Promise<void>, taken: string, refused: string): Promise<ListedVideo> {
  for (const video of videos) {
    await openVideo(page, video);
    await press();
    const said = page.locator('.notification', { hasText: new RegExp(`^(${taken}|${refused})`) }).last();
    await said.waitFor();
    if ((await said.innerText()).startsWith(taken)) return video;
  }
  throw new Error(`no video took the act (${taken})`);
}

const notice = (page: Page, text: string) => page.locator('.notification', { hasText: text }).first().waitFor();

describe('a member on the watch page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let w: WatchedPage;
  let member: Member;

  beforeAll(async () => {
    browser = await launchChromium();
    // Wide enough for the desktop header, whose user menu shows who is signed in.
    w = await openPage(browser, baseUrl, { viewport: { width: 1600, height: 1000 } });
    member = await signIn(w.page);
  });

  afterAll(async () => {
    await browser?.close();
    // The refusals this file provokes (409 already voted, 429 too many comments) are logged by
    // Chromium as failed resources; anything else on the console is a fault.
    const unexpected = (w?.errors ?? []).filter((e) => !/status of (409|429)/.test(e));
    expect(unexpected).toEqual([]);
    expect(w?.warnings ?? []).toEqual([]);
  });

  it('likes a video once: the count moves, and a second vote is refused in words', async () => {
    const { page } = w;
    const like = page.locator('.watch-actions button[aria-label^="Like"]');
    let before = 0;
    await firstTaken(
      page,
      await channelVideos(page),
      async () => {
        before = Number(/(\d+) likes/.exec((await like.getAttribute('aria-label')) ?? '')?.[1]);
        await like.click();
      },
      'Thank you for your vote',
      'You have already voted',
    );
    await expect.poll(() => like.getAttribute('aria-label')).toBe(`Like: ${before + 1} likes`);
    expect(await like.isDisabled()).toBe(true);
    expect(await page.locator('.watch-actions button[aria-label^="Dislike"]').isDisabled()).toBe(true);
    await page.reload();
    await page.locator('.watch-actions button[aria-label^="Dislike"]').click();
    // The video's own answer is cached for a day, so the reloaded count may be the earlier one.
    await notice(page, 'You have already voted');
  });

  it('favourites a video and subscribes to a channel, each listed for the member afterwards', async () => {
    const { page } = w;
    const favourite = page.locator('.watch-actions button[aria-label="Favorite"]');
    const video = await firstTaken(page, await channelVideos(page), () => favourite.click(), 'Added to your favourites', 'This video is already in your favourites');
    expect(await favourite.getAttribute('aria-pressed')).toBe('true');
    const favourites = await page.evaluate(
      async (id) => (await fetch(`/api/json/videos2/0/str/latest-updates/60/favourites.${id}.1.all...jsond`)).json(),
      member.user_id,
    );
    expect(favourites.videos.map((v: { video_id: number }) => v.video_id)).toContain(video.video_id);

    const subscribe = page.locator('.watch-channel').getByRole('button', { name: 'Subscribe' });
    const seen = new Set<string>();
    const oneEach = (await channelVideos(page)).filter((v) => v.channel !== 'UsersUpload' && !seen.has(v.channel.dir) && seen.add(v.channel.dir));
    const channel = await firstTaken(page, oneEach, () => subscribe.click(), 'You are subscribed', 'You are already subscribed');
    await page.locator('.watch-channel').getByRole('button', { name: 'Subscribed' }).waitFor();
    const subscriptions = await page.evaluate(async (id) => (await fetch(`/api/json/subscriptions/0/0/${id}.jsond?type=channel&count=100`)).json(), member.user_id);
    const dir = channel.channel === 'UsersUpload' ? '' : channel.channel.dir;
    expect(subscriptions.subscriptions.map((s: { dir: string }) => s.dir)).toContain(dir);
  });

  it('posts comments, shown at once and escaped, until the limit of 5 per 10 minutes per user', async () => {
    const { page } = w;
    await openChannelVideo(page);
    const comments = page.locator('section.social-comments');
    const field = comments.getByLabel('Your comment');
    for (let i = 1; i <= COMMENTS_PER_USER; i++) {
      const text = `<b>Comment ${i}</b> from the browser`;
      await field.fill(text);
      await comments.getByRole('button', { name: 'Post comment' }).click();
      await comments.locator('.social-post__text', { hasText: text }).first().waitFor();
    }
    expect(await comments.locator('b').count()).toBe(0);
    await field.fill('One too many');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await comments.getByRole('alert').filter({ hasText: '5 per 10 minutes per user' }).waitFor();
    expect(await comments.locator('.social-post__text', { hasText: 'One too many' }).count()).toBe(0);
  });

  it('makes a playlist from the watch page and finds the video on the playlist page', async () => {
    const { page } = w;
    const video = await openChannelVideo(page);
    await page.locator('.watch-actions button[aria-label="Add to playlist"]').click();
    const picker = page.locator('section.social-picker');
    await picker.getByText('appears there within about a minute').first().waitFor();
    await picker.getByLabel('Title of a new playlist').fill('Browser evening');
    await picker.getByRole('button', { name: 'Create playlist' }).click();
    await notice(page, 'Added to “Browser evening”');
    const own = await page.evaluate(async () => (await fetch('/api/playlist.php?page=1')).json());
    const playlist = own.playlists.find((p: { title: string }) => p.title === 'Browser evening');
    expect(playlist?.total_videos).toBe(1);
    await page.goto(`/playlist/${playlist.playlist_id}`);
    await page.locator('h1.page__title', { hasText: 'Browser evening' }).waitFor();
    await page.locator('.card__title', { hasText: video.title }).waitFor();
    expect(await page.locator('.grid .card').count()).toBe(1);
  });
});
