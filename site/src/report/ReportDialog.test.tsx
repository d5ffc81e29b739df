// The report dialog as a visitor or member meets it behind a Report button: focus moves into it and
// back, Escape and Cancel close it, each target type sends its own fields to the report call, a
// copyright report without an e-mail is refused before anything is sent, the server's refusal reads
// as its sentence (a general one for a code without one) and success thanks the reporter.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_DETAILS_MAX_CHARS, REPORT_PATH, type ReportTarget } from '@reel/api/moderation';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerFetch, cleanUp, renderAt, setUpDom } from '../social/testing';
import { ReportButton } from './ReportButton';
import { stubDialog } from './testing';

beforeAll(() => {
  setUpDom();
  stubDialog();
});
afterEach(cleanUp);

const TITLES: Record<ReportTarget, string> = {
  video: 'Report this video',
  comment: 'Report this comment',
  wall: 'Report this wall post',
  member: 'Report this profile',
};

async function openReport(type: ReportTarget = 'video', id = 42) {
  await renderAt(<ReportButton subject={{ type, id }} label="Report it" />);
  await userEvent.click(screen.getByRole('button', { name: 'Report it' }));
  return screen.findByRole('dialog', { name: TITLES[type] });
}

const sendButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Send' });
const emailField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Your e-mail/);
/** The error read with a control: the error paragraph among its descriptions. */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.classList.contains('form__error'))?.textContent;

describe('the report dialog', () => {
  it('takes the focus, closes on Escape and gives the focus back to its button', async () => {
    answerFetch({});
    const dialog = await openReport();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: /^Underage/ })));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report it' }));
  });

  it('closes on Cancel without sending anything', async () => {
    const server = answerFetch({});
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Report it' }));
  });

  it('offers the seven reasons in words, and counts the details against their limit', async () => {
    answerFetch({});
    const dialog = await openReport();
    const reasons = within(within(dialog).getByRole('group', { name: 'Reason' })).getAllByRole('radio');
    expect(reasons.map((r) => r.closest('label')?.textContent?.trim())).toEqual([
      'Underage: someone shown may be under 18',
      'Non-consensual or hidden camera',
      'Violence',
      'Privacy or personal data',
      'Copyright',
      'Spam or scam',
      'Other',
    ]);
    const details = within(dialog).getByLabelText('Details (optional)');
    expect(details.getAttribute('maxlength')).toBe(String(REPORT_DETAILS_MAX_CHARS));
    await userEvent.type(details, 'Hello');
    expect(within(dialog).getByText(`5 of ${REPORT_DETAILS_MAX_CHARS} characters`)).toBeDefined();
  });

  it.each([
    ['video', 42],
    ['comment', 7],
    ['wall', 9],
    ['member', 7200],
  ] as const)('sends a %s report with its target, reason, details and e-mail, then thanks', async (type, id) => {
    const server = answerFetch({ [`POST ${REPORT_PATH}`]: { body: { ok: true, report_id: 1 } } });
    const dialog = await openReport(type, id);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam or scam' }));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), '  Links to a <b>shop</b>  ');
    await userEvent.type(emailField(dialog), 'ann@reel.example');
    await userEvent.click(sendButton(dialog));
    expect(await within(dialog).findByText('Thank you. A moderator will look at it.')).toBeDefined();
    expect(server.posts()).toEqual([
      {
        method: 'POST',
        url: REPORT_PATH,
        form: { target_type: type, target_id: String(id), reason: 'spam', details: 'Links to a <b>shop</b>', email: 'ann@reel.example' },
      },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a report without details or e-mail, as a visitor may', async () => {
    const server = answerFetch({ [`POST ${REPORT_PATH}`]: { body: { ok: true, report_id: 2 } } });
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Underage/ }));
    await userEvent.click(sendButton(dialog));
    expect(await within(dialog).findByRole('status')).toBeDefined();
    expect(server.posts()[0].form).toEqual({ target_type: 'video', target_id: '42', reason: 'underage', details: '', email: '' });
  });

  it('asks for a reason, and for an e-mail for copyright, before sending anything', async () => {
    const server = answerFetch({});
    const dialog = await openReport();
    await userEvent.click(sendButton(dialog));
    expect(within(dialog).getByText('Choose a reason.')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Copyright' }));
    expect(emailField(dialog).hasAttribute('required')).toBe(true);
    await userEvent.click(sendButton(dialog));
    expect(errorOf(emailField(dialog))).toBe('A copyright report needs your e-mail address, so the moderators can reach you.');
    expect(document.activeElement).toBe(emailField(dialog));
    await userEvent.type(emailField(dialog), 'not-an-address');
    await userEvent.click(sendButton(dialog));
    expect(errorOf(emailField(dialog))).toBe('Enter a valid e-mail address.');
    expect(server.sent).toEqual([]);
  });

  it.each([
    [429, 'too_many', 'You have sent many reports in a short time. Please try again later.'],
    [404, 'target_not_found', 'This is no longer on the site, so it cannot be reported.'],
    [403, 'csrf', 'The page has expired. Reload it and try again.'],
    [500, 'something_new', 'The report could not be sent. Please try again later.'],
  ])('shows a %s %s answer as its sentence and keeps the form', async (status, code, words) => {
    answerFetch({ [`POST ${REPORT_PATH}`]: { status, body: { error: true, code } } });
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Violence' }));
    await userEvent.click(sendButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(words);
    expect(within(dialog).queryByText('Thank you. A moderator will look at it.')).toBeNull();
    expect(sendButton(dialog).hasAttribute('disabled')).toBe(false);
  });

  it('puts a refusal about the e-mail under the e-mail field', async () => {
    answerFetch({ [`POST ${REPORT_PATH}`]: { status: 400, body: { error: true, code: 'invalid_email' } } });
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.type(emailField(dialog), 'ann@reel.example');
    await userEvent.click(sendButton(dialog));
    await waitFor(() => expect(errorOf(emailField(dialog))).toBe('Enter a valid e-mail address.'));
  });
});
