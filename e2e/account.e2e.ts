// A member's account in a real Chromium against the real server: sign up on /signup/, confirm
// through the link the server mailed into its outbox, a wrong password refused in the Login modal,
// sign in through it, the user menu, the profile edited with an avatar, and sign out; and a
// forgotten password replaced through the mailed link's form, after a mail scanner opened the link.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type WatchedPage } from './support/browser';
import { browserCookies, confirmationLink, png, registerMember } from './support/member';

const baseUrl = inject('baseUrl');
const outboxDir = inject('outboxDir');

/** The full header with the user dropdown shows from 1565 px wide. */
const DESKTOP = { width: 1600, height: 900 };
/** A laptop, under the full header's 1565 px. */
const LAPTOP = { width: 1280, height: 800 };

/** Console errors other than the 4xx answers this test asks for on purpose (a wrong password). */
function unexpected(w: WatchedPage): string[] {
  return w.errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[13]/.test(e));
}

/** The newest e-mail to `to`, as the server wrote it into its outbox. */
async function lastMail(to: string): Promise<{ subject: string; text: string; links: string[] }> {
  const names = (await readdir(outboxDir)).filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
  for (const name of names.reverse()) {
    const mail = JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
      links: string[];
    };
    if (mail.to.toLowerCase() === to.toLowerCase()) return mail;
  }
  throw new Error(`no e-mail to ${to}`);
}

describe('a member account in the browser', () => {
  let browser: Browser;
  const usr = `acct_${Date.now().toString(36)}`;
  const eml = `${usr}@example.com`;
  const pwd = 'acct password 1';

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, confirms, is refused a wrong password, signs in, edits the profile with an avatar and signs out', async () => {
    const w = await openPage(browser, baseUrl, { viewport: DESKTOP });
    const { page } = w;

    // Sign up on /signup/.
    await page.goto('/signup/');
    await page.getByLabel('Username').fill(usr);
    await page.getByLabel('E-mail').fill(eml);
    await page.getByLabel('Password').fill(pwd);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your Email' }).waitFor();

    // Before the e-mail is confirmed, the sign-in says so.
    await page.goto('/signin/');
    await page.getByLabel('Username or e-mail').fill(usr);
    await page.getByLabel('Password').fill(pwd);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Please confirm your email and try again').waitFor();
    // One message, the right one: no "incorrect login" notice beside it (both come from the same answer).
    await page.waitForTimeout(300);
    expect(await page.getByText('Incorrect login or password').count()).toBe(0);

    // The mailed link confirms and lands on /signin/?confirmed=1.
    await page.goto(await confirmationLink(outboxDir, eml));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/signin/?confirmed=1');
    await page.getByText('Your e-mail address is confirmed. You can sign in now.').waitFor();

    // The Login modal: a wrong password is refused on its field, with the notification.
    await page.goto('/');
    await page.getByRole('button', { name: 'Login' }).click();
    const modal = page.getByRole('dialog', { name: 'Log in' });
    await modal.getByLabel('Username or e-mail').fill(usr);
    await modal.getByLabel('Password').fill('not the password');
    await modal.getByRole('button', { name: 'Log in' }).click();
    await modal.getByText('Invalid username or password').waitFor();
    await page.getByText('Incorrect login or password').waitFor();

    // The right one signs in and reloads at the root, where the user menu shows the initial.
    await modal.getByLabel('Password').fill(pwd);
    await Promise.all([page.waitForURL(`${baseUrl}/`), modal.getByRole('button', { name: 'Log in' }).click()]);
    const menu = page.getByRole('button', { name: `Account menu of ${usr}` });
    await menu.waitFor();
    expect(await menu.textContent()).toBe(usr.slice(0, 1).toUpperCase());
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

    // Edit profile, from the user menu.
    await menu.click();
    await page.getByRole('link', { name: 'Edit profile' }).first().click();
    await page.getByRole('heading', { name: 'Personal info' }).waitFor();
    expect(await page.locator('h1.member-head__name').textContent()).toBe(usr);
    await page.locator('select[name="country"]').selectOption('fr');
    await page.locator('input[name="city"]').fill('Lyon');
    await page.locator('select[name="gender"]').selectOption('2');
    await page.locator('input[name="website"]').fill('not a link');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid link').waitFor();
    await page.locator('input[name="website"]').fill('https://acct.example/');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile is saved').waitFor();

    // A picture under 1250x250 is refused in the browser; a 1300x300 one becomes the avatar.
    const avatar = page.locator('input[type="file"][name="u_ava"]');
    await avatar.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: png(600, 300) });
    await page.getByText('The image is too small: it must be at least 1250x250').waitFor();
    await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(1300, 300) });
    await page.getByText('Your avatar is changed').waitFor();
    const src = await page.locator('img.member-head__avatar').getAttribute('src');
    expect(src).toBeTruthy();
    expect((await page.request.get(src ?? '')).status()).toBe(200);

    // The info tab shows what was saved, with the value-set labels.
    await page.getByRole('link', { name: 'Info', exact: true }).click();
    await page.getByText('Lyon').waitFor();
    await page.getByText('Woman').waitFor();
    await page.getByText('France').waitFor();

    // Sign out: the logout cookie, the root, the Login button again; member pages send home.
    await menu.click();
    await Promise.all([page.waitForURL(`${baseUrl}/`), page.getByRole('button', { name: 'Log out' }).click()]);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'logout')?.value).toBe('1');
    expect(cookies.find((c) => c.name === 'uid')).toBeUndefined();
    await page.goto('/members/1/info/');
    await page.waitForURL(`${baseUrl}/`);

    expect(unexpected(w)).toEqual([]);
    expect(w.warnings).toEqual([]);
    await page.context().close();
  });

  it("shows another member's public profile and tabs, and refuses their private pages", async () => {
    const [viewer, owner] = [await registerMember(baseUrl, outboxDir), await registerMember(baseUrl, outboxDir)];
    const w = await openPage(browser, baseUrl, { viewport: DESKTOP });
    const { page } = w;
    await page.context().addCookies(browserCookies(viewer, baseUrl));

    await page.goto(`/members/${owner.user_id}/info/`);
    await page.locator('h1.member-head__name', { hasText: owner.usr }).waitFor();
    await page.getByText('This member has not filled in the profile yet.').waitFor();
    const tabs = await page.locator('.member-tabs a').allTextContents();
    expect(tabs).toContain('Info');
    expect(tabs).not.toContain('Edit profile');
    expect(tabs).not.toContain('History');

    for (const path of ['edit/', 'history/1/', 'watch_later_videos/1/']) {
      await page.goto(`/members/${owner.user_id}/${path}`);
      await page.getByText('You do not have permission to view.').waitFor();
    }
    // The viewer's own area has every tab.
    await page.goto(`/members/${viewer.user_id}/`);
    await page.locator('.member-tabs a', { hasText: 'Edit profile' }).waitFor();
    expect(await page.locator('.member-tabs a[aria-current="page"]').textContent()).toBe('Uploaded videos');

    expect(w.errors).toEqual([]);
    expect(w.warnings).toEqual([]);
    await page.context().close();
  });

  it('replaces a forgotten password through the mailed link, which a scanner opened first', async () => {
    const member = await registerMember(baseUrl, outboxDir);
    const w = await openPage(browser, baseUrl, { viewport: DESKTOP });
    const { page } = w;

    // Ask for the link from the sign-in page's "Forgot password?".
    await page.goto('/signin/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('E-mail').fill(member.eml);
    await modal.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Check your Email').first().waitFor();
    await expect.poll(async () => (await lastMail(member.eml)).subject).toMatch(/recovery/);
    const mail = await lastMail(member.eml);
    const link = mail.links[0];
    expect(link).toMatch(/\/reset-password\/\?token=[\w-]{43}$/);
    expect(mail.text).not.toContain(member.pwd);

    // A mail scanner opens the link first: nothing changes.
    expect((await fetch(link)).status).toBe(200);
    const stillOld = await fetch(`${baseUrl}/api/login.php`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ usr: member.usr, pwd: member.pwd }).toString(),
    });
    expect(stillOld.status).toBe(200);

    // The member opens it: the token leaves the address, the form takes the new password twice.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.waitForURL(`${baseUrl}/reset-password/`);
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    const newPwd = 'chosen after reset';
    await page.getByLabel('New password', { exact: true }).fill(newPwd);
    await page.getByLabel('New password again').fill('chosen after typo');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The two passwords are not the same').waitFor();
    await page.getByLabel('New password again').fill(newPwd);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor();
    expect((await lastMail(member.eml)).subject).toMatch(/password was changed/);
    expect((await lastMail(member.eml)).text).not.toContain(newPwd);

    // Sign in with the new password.
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.getByLabel('Username or e-mail').fill(member.usr);
    await page.getByLabel('Password').fill(newPwd);
    await Promise.all([page.waitForURL(`${baseUrl}/`), page.getByRole('button', { name: 'Log in' }).click()]);
    await page.getByRole('button', { name: `Account menu of ${member.usr}` }).waitFor();

    // The link worked once: opened again, the form refuses it and offers to ask again.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('one more password');
    await page.getByLabel('New password again').fill('one more password');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('This password reset link has expired or was already used. Ask for a new one.').waitFor();
    await page.getByRole('button', { name: 'Ask for a new link' }).waitFor();

    // The spent link's refusal is the one 400 this test asks for.
    expect(unexpected(w).filter((e) => !/status of 400 .*\/api\/signup\.php\)$/.test(e))).toEqual([]);
    await page.context().close();
  });

  it("keeps a signed-in member's account menu in the header bar of a 1280 px laptop", async () => {
    const member = await registerMember(baseUrl, outboxDir);
    const w = await openPage(browser, baseUrl, { viewport: LAPTOP });
    const { page } = w;
    await page.context().addCookies(browserCookies(member, baseUrl));
    await page.goto('/');
    const header = page.locator('header.header');
    await header.getByRole('button', { name: `Account menu of ${member.usr}` }).click();
    await header.getByRole('link', { name: 'Favourites' }).click();
    await page.waitForURL(`${baseUrl}/members/${member.user_id}/favourite-videos/1/`);
    expect(await header.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(unexpected(w)).toEqual([]);
    await page.context().close();
  });
});
