// The copyright notice form on the DMCA page: the page's own checks name every field to fix before
// anything is sent, a complete notice is posted with its fields and the count of reports it filed is
// shown, and the server's refusals read as their sentences.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPYRIGHT_NOTICE_PATH } from '@reel/api/moderation';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { informationPage } from '../pages/Information';
import { answerFetch, cleanUp, renderAt, setUpDom } from '../social/testing';

beforeAll(setUpDom);
afterEach(cleanUp);

async function renderDmca() {
  const Page = informationPage('dmca');
  await renderAt(<Page />);
  return screen.getByRole('region', { name: 'Send a copyright notice' });
}

const field = (form: HTMLElement, label: string | RegExp) => within(form).getByLabelText(label);
/** The error read with a control. */
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.classList.contains('form__error'))?.textContent;
const send = (form: HTMLElement) => userEvent.click(within(form).getByRole('button', { name: 'Send notice' }));

async function fillIn(form: HTMLElement) {
  await userEvent.type(field(form, 'Your full name'), 'Ann Owner');
  await userEvent.type(field(form, 'Contact details'), '1 Main Street, Springfield; +1 555 0100');
  await userEvent.type(field(form, 'E-mail'), 'ann@reel.example');
  await userEvent.type(field(form, 'The original work'), 'My film Harbour');
  await userEvent.type(
    field(form, 'Addresses on this site'),
    'https://reel.example/videos/42/a/{Enter}{Enter}https://reel.example/videos/43/b/',
  );
  await userEvent.click(field(form, /^I have a good faith belief/));
  await userEvent.click(field(form, /^I swear, under penalty of perjury/));
  await userEvent.type(field(form, 'Electronic signature'), 'Ann Owner');
}

describe('the copyright notice form', () => {
  it('sits below the DMCA text and names every field to fix, sending nothing', async () => {
    const server = answerFetch({});
    const form = await renderDmca();
    expect(screen.getByText(/We respect the intellectual property of others/)).toBeDefined();
    await send(form);
    expect(errorOf(field(form, 'Your full name'))).toBe('Enter your full name (2 to 200 characters).');
    expect(errorOf(field(form, 'Contact details'))).toBe('Enter your postal address and phone number (5 to 1000 characters).');
    expect(errorOf(field(form, 'E-mail'))).toBe('Enter your e-mail address.');
    expect(errorOf(field(form, 'The original work'))).toBe('Describe the original work (5 to 2000 characters).');
    expect(errorOf(field(form, 'Addresses on this site'))).toBe('List the addresses of pages on this site, one on each line, at most 20.');
    expect(errorOf(field(form, /^I have a good faith belief/))).toBe('Confirm the good-faith statement.');
    expect(errorOf(field(form, /^I swear/))).toBe('Confirm the statement under penalty of perjury.');
    expect(errorOf(field(form, 'Electronic signature'))).toBe('Sign with your full name (2 to 200 characters).');
    expect(document.activeElement).toBe(field(form, 'Your full name'));
    expect(server.sent).toEqual([]);
  });

  it('clears a field’s error as it is corrected, and refuses a malformed e-mail', async () => {
    answerFetch({});
    const form = await renderDmca();
    await send(form);
    await userEvent.type(field(form, 'Your full name'), 'Ann');
    expect(errorOf(field(form, 'Your full name'))).toBeUndefined();
    await userEvent.type(field(form, 'E-mail'), 'ann@');
    await send(form);
    expect(errorOf(field(form, 'E-mail'))).toBe('Enter a valid e-mail address.');
  });

  it('posts a complete notice and says how many addresses were received', async () => {
    const server = answerFetch({ [`POST ${COPYRIGHT_NOTICE_PATH}`]: { body: { ok: true, reports: 2 } } });
    const form = await renderDmca();
    await fillIn(form);
    await send(form);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your notice has been received: 2 addresses');
    expect(server.posts()).toEqual([
      {
        method: 'POST',
        url: COPYRIGHT_NOTICE_PATH,
        form: {
          claimant: 'Ann Owner',
          contact: '1 Main Street, Springfield; +1 555 0100',
          email: 'ann@reel.example',
          work: 'My film Harbour',
          urls: 'https://reel.example/videos/42/a/\nhttps://reel.example/videos/43/b/',
          good_faith: '1',
          accurate: '1',
          signature: 'Ann Owner',
        },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Send notice' })).toBeNull();
  });

  it('says a single address in the singular', async () => {
    answerFetch({ [`POST ${COPYRIGHT_NOTICE_PATH}`]: { body: { ok: true, reports: 1 } } });
    const form = await renderDmca();
    await fillIn(form);
    await send(form);
    expect(await screen.findByText('Your notice has been received: 1 address')).toBeDefined();
  });

  it('puts the server’s refusal of the addresses under them, and a rate limit above the button', async () => {
    let code = 'invalid_urls';
    answerFetch({
      [`POST ${COPYRIGHT_NOTICE_PATH}`]: () => ({ status: code === 'invalid_urls' ? 400 : 429, body: { error: true, code } }),
    });
    const form = await renderDmca();
    await fillIn(form);
    await send(form);
    await waitFor(() =>
      expect(errorOf(field(form, 'Addresses on this site'))).toBe(
        'List the addresses of pages on this site, one on each line, at most 20.',
      ),
    );
    code = 'too_many';
    await send(form);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You have sent many reports in a short time. Please try again later.',
    );
  });
});
