// A member's social actions in a real Chromium against the real server: vote once, favourite,
// subscribe, comment up to the limit of 5 per 10 minutes, make a playlist from the watch page and
// find the video on the playlist page, befriend, write on a wall and message another member. The
// members are fresh ones, signed up for this file.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type WatchedPage } from './support/browser';
import { browserCookies, registerMember, serverLikes, type RegisteredMember } from './support/member';

const COMMENTS_PER_USER = 5;
/** Where to save screenshots of the member's views, when asked (SOCIAL_SHOTS_DIR=/some/dir). */
const SHOTS = process.env.SOCIAL_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
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

const dirOfChannel = (v: ListedVideo): string => (v.channel === 'UsersUpload' ? '' : v.channel.dir);

const notice = (page: Page, text: string) => page.locator('.notification', { hasText: text }).first().waitFor();

describe('a member on the watch page', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let w: WatchedPage;
  let member: RegisteredMember;

  beforeAll(async () => {
    member = await registerMember(baseUrl, inject('outboxDir'));
    browser = await launchChromium();
    // Wide enough for the desktop header, whose user menu shows who is signed in.
    w = await openPage(browser, baseUrl, { viewport: { width: 1600, height: 1000 } });
    await w.page.context().addCookies(browserCookies(member, baseUrl));
    await w.page.goto('/');
    await w.page.getByRole('button', { name: `Account menu of ${member.usr}` }).waitFor();
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
    const video = await openChannelVideo(page);
    const like = page.locator('.watch-actions button[aria-label^="Like"]');
    const before = Number(/(\d+) likes/.exec((await like.getAttribute('aria-label')) ?? '')?.[1]);
    await like.click();
    await notice(page, 'Thank you for your vote');
    // The button shows the server's count after this vote (see serverLikes).
    const fresh = await serverLikes(page, video.video_id);
    expect(fresh).toBeGreaterThan(before);
    await expect.poll(() => like.getAttribute('aria-label')).toBe(`Like: ${fresh} likes`);
    expect(await like.isDisabled()).toBe(true);
    expect(await page.locator('.watch-actions button[aria-label^="Dislike"]').isDisabled()).toBe(true);
    await page.reload();
    // The video's own answer is cached for a day, so the reloaded count may be the earlier one.
    await page.locator('.watch-actions button[aria-label^="Dislike"]').click();
    await notice(page, 'You have already voted');
  });

  it('favourites a video and subscribes to its channel, each listed for the member afterwards', async () => {
    const { page } = w;
    const video = await openChannelVideo(page);
    const favourite = page.locator('.watch-actions button[aria-label="Favorite"]');
    await favourite.click();
    await notice(page, 'Added to your favourites');
    expect(await favourite.getAttribute('aria-pressed')).toBe('true');
    await page.locator('.watch-channel').getByRole('button', { name: 'Subscribe' }).click();
    await notice(page, 'You are subscribed');
    await page.locator('.watch-channel').getByRole('button', { name: 'Subscribed' }).waitFor();

    await page.goto(`/members/${member.user_id}/favourite-videos/1/`);
    await page.locator('.card__title', { hasText: video.title }).waitFor();
    await page.goto(`/members/${member.user_id}/subscriptions/1/`);
    const channelDir = video.channel === 'UsersUpload' ? '' : video.channel.dir;
    await page.locator(`.tile a[href="/pornsite/${channelDir}/"]`).first().waitFor();
    await shot(page, 'member-subscriptions');
  });

  it('finds its subscription and favourite again after a reload, with the fresh count, on desktop and phone', async () => {
    const { page } = w;
    const videos = await channelVideos(page);
    // Channels other than the one the test before subscribed to: one per width.
    const taken = new Set([dirOfChannel(videos[0])]);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const video = videos.find((v) => !taken.has(dirOfChannel(v)));
      if (!video) throw new Error('the catalogue needs three channels with flat videos');
      const dir = dirOfChannel(video);
      taken.add(dir);
      await page.goto(`/pornsite/${dir}/`);
      const head = page.locator('.entry-head');
      const count = head.locator('.social-subscribe__count');
      const before = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
      await head.getByRole('button', { name: 'Subscribe' }).click();
      await notice(page, 'You are subscribed');
      await expect.poll(() => count.textContent()).toBe(`${before + 1} subscribers`);
      // The channel's own answer is cached: the reloaded page still learns the member's state.
      await page.reload();
      await head.getByRole('button', { name: 'Subscribed' }).waitFor();
      expect(await head.getByRole('button', { name: 'Subscribed' }).getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => count.textContent()).toBe(`${before + 1} subscribers`);

      await openVideo(page, video);
      await page.locator('.watch-channel').getByRole('button', { name: 'Subscribed' }).waitFor();
      const favourite = page.locator('.watch-actions button[aria-label="Favorite"]');
      await favourite.click();
      await notice(page, 'Added to your favourites');
      await page.reload();
      // Pressed once the member's own favourites have answered, after the session is known.
      await page.locator('.watch-actions button[aria-label="Favorite"][aria-pressed="true"]').waitFor();
    }
  });

  it('answers a subscription made meanwhile elsewhere as a success, not as a refusal', async () => {
    const { page } = w;
    await page.setViewportSize({ width: 1600, height: 900 });
    const videos = await channelVideos(page);
    // A channel this member has not subscribed to yet, as the server lists them now.
    const bucket = Math.floor(member.user_id / 1000);
    const own = await page.evaluate(
      async (p) => ((await (await fetch(p)).json()) as { subscriptions: { dir: string }[] }).subscriptions.map((x) => x.dir),
      `/api/json/subscriptions/0/${bucket}/${member.user_id}.jsond?type=channel&count=60`,
    );
    const dir = videos.map(dirOfChannel).find((d) => d && !own.includes(d));
    if (!dir) throw new Error('the catalogue needs a channel this member has not subscribed to');
    await page.goto(`/pornsite/${dir}/`);
    await page.locator('.entry-head').getByRole('button', { name: 'Subscribe' }).waitFor();
    // Whatever the page asks on its own is answered before the other tab acts.
    await page.waitForLoadState('networkidle');
    // Another tab subscribes first.
    const status = await page.evaluate(
      async (d) =>
        (
          await fetch('/api/input.php', {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ act: 'subscribe', section: 'channel', object_id: d }).toString(),
          })
        ).status,
      dir,
    );
    expect(status).toBe(200);
    await page.locator('.entry-head').getByRole('button', { name: 'Subscribe' }).click();
    await notice(page, 'You are subscribed');
    await page.locator('.entry-head').getByRole('button', { name: 'Subscribed' }).waitFor();
    expect(await page.locator('.notification', { hasText: 'already subscribed' }).count()).toBe(0);
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
    await shot(page, 'watch-comments');
    expect(await comments.locator('.social-post__text', { hasText: 'One too many' }).count()).toBe(0);
  });

  it('makes a playlist from the watch page and finds the video on the playlist page', async () => {
    const { page } = w;
    const video = await openChannelVideo(page);
    await page.locator('.watch-actions button[aria-label="Add to playlist"]').click();
    const picker = page.locator('section.social-picker');
    await picker.getByText('appears there within about a minute').first().waitFor();
    await shot(page, 'watch-playlist-picker');
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
    await shot(page, 'own-playlist');

    // The member's playlists page lists it, and its delete button removes it.
    await page.goto(`/members/${member.user_id}/playlists/1/`);
    await page.locator(`.tile a[href="/playlist/${playlist.playlist_id}"]`).first().waitFor();
    await shot(page, 'member-playlists');
    await page.getByRole('button', { name: 'Delete Browser evening' }).click();
    await notice(page, 'Playlist deleted');
    await expect.poll(() => page.locator(`.tile a[href="/playlist/${playlist.playlist_id}"]`).count()).toBe(0);
  });

  it("befriends another member from their wall, writes there and messages them; the friend's answer shows", async () => {
    const { page } = w;
    const other = await registerMember(baseUrl, inject('outboxDir'));
    await page.goto(`/members/${other.user_id}/wall/1/`);
    await page.getByRole('button', { name: 'Add to friends' }).click();
    await notice(page, 'Friend request sent');
    expect(await page.getByRole('button', { name: 'Friend request sent' }).isDisabled()).toBe(true);

    await page.getByLabel('Write on the wall').fill('Hello <i>there</i>');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.locator('.social-post__text', { hasText: 'Hello <i>there</i>' }).waitFor();

    await page.getByRole('link', { name: 'Send a message' }).click();
    await page.getByRole('heading', { name: `Conversation with ${other.usr}` }).waitFor();
    await page.getByLabel('Your message').fill('Nice to meet you');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.social-post__text', { hasText: 'Nice to meet you' }).waitFor();

    // The other member accepts from their own session (their cookie, the site's Origin).
    const accepted = await fetch(`${baseUrl}/api/friends.php`, {
      method: 'POST',
      headers: { cookie: other.cookies, origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ act: 'accept', user_id: String(member.user_id) }).toString(),
    });
    expect(accepted.status).toBe(200);
    await page.goto(`/members/${member.user_id}/friends/1/`);
    await page.getByRole('button', { name: `Remove ${other.usr} from friends` }).waitFor();
    await shot(page, 'member-friends');
  });
});
