// The performer removal request page: a refusal shows beside its field, a complete request is
// posted with its fields and the page says the video is off the site; the 2257 statement links here.
import { PERFORMER_REMOVAL_PATH } from '@reel/api/moderation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerFetch, cleanUp, renderAt, setUpDom } from '../social/testing';
import { informationPage } from './Information';
import { PerformerRemoval } from './PerformerRemoval';

beforeAll(setUpDom);
afterEach(cleanUp);

async function fill() {
  await userEvent.type(screen.getByLabelText('Address of the video'), 'https://reel.example/video/42/beach-day/');
  await userEvent.type(screen.getByLabelText('Your full name'), 'Ann Example');
  await userEvent.type(screen.getByLabelText('Your e-mail'), 'ann@example.com');
  await userEvent.type(screen.getByLabelText('Your statement'), 'I am the woman on the left and never agreed to this.');
}

describe('the performer removal request page', () => {
  it('names the field to fix before sending anything', async () => {
    const server = answerFetch({});
    await renderAt(<PerformerRemoval />);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Confirm that you are the person shown, or act for them.')).toBeDefined();
    expect(server.sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('posts a complete request and says the video is off the site', async () => {
    const server = answerFetch({ [`POST ${PERFORMER_REMOVAL_PATH}`]: { body: { ok: true, report_id: 9 } } });
    await renderAt(<PerformerRemoval />);
    await fill();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/off the site while a moderator reviews it/);
    expect(server.sent.find((r) => r.method === 'POST')?.form).toEqual({
      video: 'https://reel.example/video/42/beach-day/',
      name: 'Ann Example',
      email: 'ann@example.com',
      statement: 'I am the woman on the left and never agreed to this.',
      sworn: '1',
    });
  });

  it('shows the server’s refusal beside its field', async () => {
    answerFetch({ [`POST ${PERFORMER_REMOVAL_PATH}`]: { status: 404, body: { error: true, code: 'target_not_found' } } });
    await renderAt(<PerformerRemoval />);
    await fill();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/No video on this site has that address/)).toBeDefined();
  });

  it('is linked from the 2257 statement', async () => {
    const Page = informationPage('2257');
    await renderAt(<Page />);
    expect((await screen.findByRole('link', { name: /Ask for its removal/ })).getAttribute('href')).toBe('/performer-removal/');
  });
});
