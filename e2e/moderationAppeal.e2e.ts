// A member appeals a takedown from their uploads tab, in a real Chromium against the real server with
// review before publishing (MODERATION=pre, the default): their upload, processed for real, is taken
// down by a moderator, the member appeals it, and the queue does not offer the appeal to the
// moderator who decided. The set-up is moderation.e2e.ts's (support/moderationJourney.ts): a server
// of this file's own with a real transcode worker, a verified uploader and a moderator.
import { describe, expect, it } from 'vitest';
import { ADMIN_HOME_PATH } from '@reel/api/pages';
import { expectQuiet, moderationJourney, openSection, journeyPages, TITLE, uploadForReview } from './support/moderationJourney';

const APPEAL = 'Everyone in it agreed to the filming and to its publication; I hold their signed releases.';

const j = moderationJourney();

describe('appealing a takedown', () => {
  const pages = journeyPages(j);

  // The state the appeal starts from, reached as in moderation.e2e.ts (the upload's steps are polled,
  // which only a test may do).
  it('is uploaded, and taken down by a moderator', async () => {
    const videoId = await uploadForReview(j, pages.member);
    // The moderator takes it down, so the decision appealed is theirs.
    const takedown = await fetch(`${j.server.base}/api/admin/videos/${videoId}/takedown`, {
      method: 'POST',
      headers: { cookie: j.moderator.cookies, origin: j.server.base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ note: 'Hidden camera.' }).toString(),
    });
    expect(takedown.status).toBe(200);
    await pages.staff.page.goto(ADMIN_HOME_PATH);
    await pages.staff.page.getByRole('heading', { level: 1, name: 'Console' }).waitFor();
  });

  it('is appealed by its uploader from their uploads tab; the moderator who took it down is not offered the appeal', async () => {
    const { page: own } = pages.member;
    await own.reload();
    const item = own.getByRole('article').filter({ hasText: TITLE });
    await item.getByText('Removed', { exact: true }).waitFor();
    await item.getByRole('button', { name: 'Appeal', exact: true }).click();
    await item.getByLabel(/^Why should the decision change\?/).fill(APPEAL);
    await item.getByRole('button', { name: 'Send the appeal' }).click();
    await item.getByText(/^Appeal sent: another moderator decides it by \d{4}-\d{2}-\d{2} \(UTC\)\.$/).waitFor();
    expect(await item.getByRole('button', { name: 'Appeal', exact: true }).count()).toBe(0);
    expectQuiet(pages.member);

    // The appeal waits for another staff member: the queue does not offer it to the one who decided.
    const { page } = pages.staff;
    await openSection(page, 'Reports', 'Reports');
    await page.getByRole('heading', { level: 2, name: 'Appeals' }).waitFor();
    await page.getByText('No appeals for you to decide.').waitFor();
    expectQuiet(pages.staff);
  });
});
