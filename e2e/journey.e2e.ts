// One new member's first evening on the site, in a real Chromium against the real server, told in
// order: sign up, confirm through the mailed link, sign in, then on one video vote, favourite,
// subscribe to its channel, keep it for later, comment until the limit refuses, put it in a new
// playlist; edit the profile with an avatar; find all of it on the member's own pages; sign out.
// Every step goes through the pages as a person would; only the e-mail is read from the outbox.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './support/browser';
import { pickHomeVideo, type JourneyVideo } from './support/journey';
import { confirmationLink, png, serverLikes } from './support/member';

const baseUrl = inject('baseUrl');
const outboxDir = inject('outboxDir');

/** The full header with the user dropdown shows from 1565 px wide. */
const DESKTOP = { width: 1600, height: 1000 };
/** Comments a member may post in 10 minutes; the next one is refused with 429. */
const COMMENTS_PER_USER = 5;
const JOURNEY_TIMEOUT_MS = 120_000;

const notice = (page: Page, text: string) => page.locator('.notification', { hasText: text }).first().waitFor();

/** Chromium logs the refused comment (429) as a failed resource: the one error the journey provokes. */
const REFUSED_COMMENT = /Failed to load resource: the server responded with a status of 429/;

describe('a new member, from sign-up to sign-out', () => {
  let browser: Browser;
  const usr = `walk_${Date.now().toString(36)}`;
  const eml = `${usr}@example.com`;
  const pwd = 'journey password 1';

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('does everything a member does on one video, finds it all on their pages, and leaves', { timeout: JOURNEY_TIMEOUT_MS }, async () => {
    const w = await openPage(browser, baseUrl, { viewport: DESKTOP });
    const { page } = w;

    // From the home page's Login button to the modal's Sign up link; the address is confirmed
    // through the link the site mailed.
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl}/signup/`);
    await page.getByLabel('Username').fill(usr);
    await page.getByLabel('E-mail').fill(eml);
    await page.getByLabel('Password').fill(pwd);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your Email' }).waitFor();
    await page.goto(await confirmationLink(outboxDir, eml));
    await page.getByText('Your e-mail address is confirmed. You can sign in now.').waitFor();

    // Sign in from the header's Login modal; the page reloads at the root with the user menu.
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username or e-mail').fill(usr);
    await login.getByLabel('Password').fill(pwd);
    await Promise.all([page.waitForURL(`${baseUrl}/`), login.getByRole('button', { name: 'Log in' }).click()]);
    const menu = page.getByRole('button', { name: `Account menu of ${usr}` });
    await menu.waitFor();

    // A video from the home list, opened from its card.
    const video: JourneyVideo = await pickHomeVideo(page);
    await page.locator(`.grid .card .card__title a[href="${video.href}"]`).first().click();
    await page.locator('h1.watch__title', { hasText: video.title }).waitFor();

    await likeIt(page, video);
    await favouriteIt(page);
    await subscribeToItsChannel(page);
    await keepItForLater(page);
    const comment = await commentUntilRefused(page);
    const playlist = await putItInANewPlaylist(page);
    const memberId = await editProfileWithAvatar(page, menu);

    await findItAllOnTheirPages(page, video, comment, playlist);

    // Sign out from the user menu: the Login button is back and the member area sends home.
    await menu.click();
    await Promise.all([page.waitForURL(`${baseUrl}/`), page.getByRole('button', { name: 'Log out' }).click()]);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await menu.count()).toBe(0);
    await page.goto(`/members/${memberId}/`);
    await page.waitForURL(`${baseUrl}/`);

    expect(w.errors.filter((e) => !REFUSED_COMMENT.test(e))).toEqual([]);
    expect(w.errors.filter((e) => REFUSED_COMMENT.test(e))).toHaveLength(1);
    expect(w.warnings).toEqual([]);
    await page.context().close();
  });
});

/**
 * The member's own pages show what they did, each reached from the member area's tabs (the edit
 * page is where the journey stands) and checked within that tab's own section, so a list still
 * shown from the tab before cannot answer for it. Ends on the watch page, reached from the playlist.
 */
async function findItAllOnTheirPages(page: Page, video: JourneyVideo, comment: string, playlist: string): Promise<void> {
  const open = async (tab: string) => {
    await page.locator('.member-tabs a', { hasText: tab }).first().click();
    return page.getByRole('region', { name: tab, exact: true });
  };
  await (await open('Favourite videos')).locator('.card__title', { hasText: video.title }).waitFor();
  await (await open('Subscriptions')).locator(`.tile a[href="/pornsite/${video.channelDir}/"]`).first().waitFor();
  await (await open('Watch later')).locator('.card__title', { hasText: video.title }).waitFor();
  await (await open('Playlists')).locator('.tile', { hasText: playlist }).locator('a').first().click();

  await page.locator('h1.page__title', { hasText: playlist }).waitFor();
  await page.locator('.card__title', { hasText: video.title }).waitFor();
  expect(await page.locator('.grid .card').count()).toBe(1);
  await page.locator(`.card__title a[href="${video.href}"]`).first().click();
  await page.locator('h1.watch__title', { hasText: video.title }).waitFor();
  await page.locator('section.social-comments .social-post__text', { hasText: comment }).first().waitFor();
}

async function likeIt(page: Page, video: JourneyVideo): Promise<void> {
  const like = page.locator('.watch-actions button[aria-label^="Like"]');
  const before = Number(/(\d+) likes/.exec((await like.getAttribute('aria-label')) ?? '')?.[1]);
  await like.click();
  await notice(page, 'Thank you for your vote');
  // The button shows the server's count after this vote (see serverLikes).
  const likes = await serverLikes(page, video.video_id);
  expect(likes).toBeGreaterThan(before);
  await expect.poll(() => like.getAttribute('aria-label')).toBe(`Like: ${likes} likes`);
  expect(await page.locator('.watch-actions button[aria-label^="Dislike"]').isDisabled()).toBe(true);
}

async function favouriteIt(page: Page): Promise<void> {
  const favourite = page.locator('.watch-actions button[aria-label="Favorite"]');
  await favourite.click();
  await notice(page, 'Added to your favourites');
  expect(await favourite.getAttribute('aria-pressed')).toBe('true');
}

async function subscribeToItsChannel(page: Page): Promise<void> {
  const channel = page.locator('.watch-channel');
  await channel.getByRole('button', { name: 'Subscribe' }).click();
  await notice(page, 'You are subscribed');
  await channel.getByRole('button', { name: 'Subscribed' }).waitFor();
}

async function keepItForLater(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Watch later' }).click();
  await notice(page, 'Added to Watch later');
}

/** Comments up to the limit, each shown at once; the one after is refused under the field. Returns the first. */
async function commentUntilRefused(page: Page): Promise<string> {
  const comments = page.locator('section.social-comments');
  const field = comments.getByLabel('Your comment');
  const texts = Array.from({ length: COMMENTS_PER_USER }, (_, i) =>
    i === 0 ? 'My first comment here, what a harbour' : `And another thought, number ${i + 1}`,
  );
  for (const text of texts) {
    await field.fill(text);
    await comments.getByRole('button', { name: 'Post comment' }).click();
    await comments.locator('.social-post__text', { hasText: text }).first().waitFor();
  }
  await field.fill('One too many');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await comments.getByRole('alert').filter({ hasText: '5 per 10 minutes per user' }).waitFor();
  expect(await comments.locator('.social-post__text', { hasText: 'One too many' }).count()).toBe(0);
  return texts[0];
}

/** A new playlist made from the watch page's picker, with the video in it. Returns its title. */
async function putItInANewPlaylist(page: Page): Promise<string> {
  const title = 'My first evening';
  await page.locator('.watch-actions button[aria-label="Add to playlist"]').click();
  const picker = page.locator('section.social-picker');
  await picker.getByLabel('Title of a new playlist').fill(title);
  await picker.getByRole('button', { name: 'Create playlist' }).click();
  await notice(page, `Added to “${title}”`);
  return title;
}

/** The profile edited from the user menu, a city and an avatar. Returns the member's id, read from the address. */
async function editProfileWithAvatar(page: Page, menu: Locator): Promise<number> {
  await menu.click();
  await page.getByRole('link', { name: 'Edit profile' }).first().click();
  await page.getByRole('heading', { name: 'Personal info' }).waitFor();
  const memberId = Number(/\/members\/(\d+)\/edit\//.exec(page.url())?.[1]);
  expect(memberId).toBeGreaterThan(0);
  await page.locator('input[name="city"]').fill('Lyon');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Your profile is saved').waitFor();
  await page.locator('input[type="file"][name="u_ava"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(1300, 300) });
  await page.getByText('Your avatar is changed').waitFor();
  const src = await page.locator('img.member-head__avatar').getAttribute('src');
  expect(src).toBeTruthy();
  expect((await page.request.get(src ?? '')).status()).toBe(200);
  return memberId;
}
