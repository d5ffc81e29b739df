// Comments: visitors read the cached list and are asked to log in; members read the uncached one
// (lifetime 0, .jsond), post, and see the rate-limit refusals in words. User text
// is shown as text, never as markup.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeModal, modalState, notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { stubDialog } from '../report/testing';
import { Comments } from './Comments';
import { answerFetch, cleanUp, renderAt, setUpDom } from './testing';

beforeAll(() => {
  setUpDom();
  stubDialog();
});

afterEach(() => {
  cleanUp();
  closeModal();
  notifications.set([]);
  setSession(SIGNED_OUT_SESSION);
});

const comment = (comment_id: number, text: string) => ({
  comment_id,
  object_id: 42,
  section: 'video',
  user: { user_id: 8, username: 'bob' },
  avatar: '',
  text,
  post_date: '2026-05-16 10:00:00',
  likes: 0,
  dislikes: 0,
});

// Comment texts in the order shown; each test's texts are distinct from the page's other words.
const shownTexts = (...texts: string[]) => screen.queryAllByText(new RegExp(`^(${texts.join('|')})$`)).map((p) => p.textContent);
const field = () => screen.getByRole('textbox', { name: 'Your comment' });
const post = () => userEvent.click(screen.getByRole('button', { name: 'Post comment' }));

/** Replaces what the comment field holds, as a user clearing it and typing does. */
async function typeComment(text: string): Promise<void> {
  await userEvent.clear(field());
  await userEvent.type(field(), text);
}

describe('comments', () => {
  it('shows a visitor the cached list, escaped, and asks them to log in to post', async () => {
    const server = answerFetch({
      'GET /api/json/comments/': { body: { comments: [comment(1, '<img src=x onerror=alert(1)>hi')], total_count: 1 } },
    });
    await renderAt(<Comments section="video" objectId={42} />);
    expect(server.sent.map((s) => s.url)).toEqual(['/api/json/comments/3600/video/0/0/42.json']);
    expect(await screen.findByText('<img src=x onerror=alert(1)>hi')).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Please login or register to post comments')).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(modalState.get()?.name).toBe('Login'));
  });

  it('lets a member post (uncached list, then reloaded) and shows the per-user and per-IP limits when the server answers them', async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    let stored = [comment(1, 'first')];
    let refusal: string | null = null;
    const server = answerFetch({
      'GET /api/json/comments/': () => ({ body: { comments: stored, total_count: stored.length } }),
      'POST /api/comment.php': (sent) => {
        if (refusal) return { status: 429, body: { error: true, code: refusal } };
        stored = [comment(2, sent.form.text), ...stored];
        return { body: { ok: true, comment_id: 2 } };
      },
    });
    await renderAt(<Comments section="video" objectId={42} />);
    expect(server.sent[0].url).toBe('/api/json/comments/0/video/0/0/42.jsond');
    await typeComment('Nice colours');
    await post();
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeDefined();
    expect(server.posts().map((p) => p.form)).toEqual([{ section: 'video', object_id: '42', text: 'Nice colours' }]);
    expect(notifications.get().map((n) => n.text)).toEqual(['Your comment is posted']);
    expect(shownTexts('Nice colours', 'first')).toEqual(['Nice colours', 'first']);

    refusal = 'comments_user_limit';
    await typeComment('One more');
    await post();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have posted too many comments: the limit is 5 per 10 minutes per user. Please try again later.',
    );
    expect(field()).toHaveProperty('value', 'One more');
    refusal = 'comments_ip_limit';
    await post();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('20 per 10 minutes per IP'));
  });

  it('refuses an empty comment without asking the server', async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    const server = answerFetch({ 'GET /api/json/comments/': { body: { comments: [], total_count: 0 } } });
    await renderAt(<Comments section="model" objectId={3} />);
    expect(await screen.findByText('No comments yet.')).toBeDefined();
    await typeComment('   ');
    await post();
    expect((await screen.findByRole('alert')).textContent).toBe('Write something before posting');
    expect(server.posts()).toEqual([]);
  });

  it('tells a suspended member why the comment was refused', async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    answerFetch({
      'GET /api/json/comments/': { body: { comments: [], total_count: 0 } },
      'POST /api/comment.php': { status: 403, body: { error: true, code: 'banned' } },
    });
    await renderAt(<Comments section="video" objectId={42} />);
    await typeComment('Hello');
    await post();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account has been suspended. Contact support if you think this is a mistake.',
    );
  });
});

describe('reporting a comment', () => {
  it('offers Report on each comment but the reader’s own, and reports the comment by its id, visitors too', async () => {
    const own = { ...comment(5, 'mine'), user: { user_id: 7, username: 'ann' } };
    const server = answerFetch({
      'GET /api/json/comments/': { body: { comments: [comment(4, 'theirs'), own], total_count: 2 } },
      'POST /api/report.php': { body: { ok: true, report_id: 1 } },
    });
    setSession({ user: { user_id: 7, username: 'ann' } });
    await renderAt(<Comments section="video" objectId={42} />);
    await screen.findByText('theirs');
    expect(screen.getAllByRole('button', { name: /^Report/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Report the comment by bob',
    ]);
    cleanUp();
    setSession(SIGNED_OUT_SESSION);
    const visitor = answerFetch({
      'GET /api/json/comments/': { body: { comments: [comment(4, 'theirs'), own], total_count: 2 } },
      'POST /api/report.php': { body: { ok: true, report_id: 1 } },
    });
    await renderAt(<Comments section="video" objectId={42} />);
    await screen.findByText('theirs');
    expect(screen.getAllByRole('button', { name: /^Report the comment/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Report the comment by bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Privacy or personal data' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. A moderator will look at it.')).toBeDefined();
    expect(visitor.posts().map((p) => p.form)).toEqual([
      { target_type: 'comment', target_id: '4', reason: 'privacy', details: '', email: '' },
    ]);
    expect(server.posts()).toEqual([]);
  });
});
