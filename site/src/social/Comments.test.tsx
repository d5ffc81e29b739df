// Comments: visitors read the cached list and are asked to log in; members read the uncached one
// (lifetime 0, .jsond), post, and see the rate-limit refusals in words. User text
// is shown as text, never as markup.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeModal, modalState, notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { Comments } from './Comments';
import { answerFetch, buttonNamed, cleanUp, click, renderAt, setUpDom, submit, type } from './testing';

beforeAll(setUpDom);

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

describe('comments', () => {
  it('shows a visitor the cached list, escaped, and asks them to log in to post', async () => {
    const server = answerFetch({ 'GET /api/json/comments/': { body: { comments: [comment(1, '<img src=x onerror=alert(1)>hi')], total_count: 1 } } });
    const host = await renderAt(<Comments section="video" objectId={42} />);
    expect(server.sent.map((s) => s.url)).toEqual(['/api/json/comments/3600/video/0/0/42.json']);
    expect(host.querySelector('.social-post__text')?.textContent).toBe('<img src=x onerror=alert(1)>hi');
    expect(host.querySelector('img')).toBeNull();
    expect(host.textContent).toContain('Please login or register to post comments');
    expect(host.querySelector('textarea')).toBeNull();
    await click(buttonNamed(host, /^Login$/));
    expect(modalState.get()?.name).toBe('Login');
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
    const host = await renderAt(<Comments section="video" objectId={42} />);
    expect(server.sent[0].url).toBe('/api/json/comments/0/video/0/0/42.jsond');
    await type(host.querySelector('textarea'), 'Nice colours');
    await submit(host.querySelector('form'));
    expect(server.posts().map((p) => p.form)).toEqual([{ section: 'video', object_id: '42', text: 'Nice colours' }]);
    expect(notifications.get().map((n) => n.text)).toEqual(['Your comment is posted']);
    expect([...host.querySelectorAll('.social-post__text')].map((p) => p.textContent)).toEqual(['Nice colours', 'first']);
    expect(host.querySelector('h2')?.textContent).toBe('Comments (2)');

    refusal = 'comments_user_limit';
    await type(host.querySelector('textarea'), 'One more');
    await submit(host.querySelector('form'));
    expect(host.querySelector('[role=alert]')?.textContent).toBe('You have posted too many comments: the limit is 5 per 10 minutes per user. Please try again later.');
    expect((host.querySelector('textarea') as HTMLTextAreaElement).value).toBe('One more');
    refusal = 'comments_ip_limit';
    await submit(host.querySelector('form'));
    expect(host.querySelector('[role=alert]')?.textContent).toContain('20 per 10 minutes per IP');
  });

  it('refuses an empty comment without asking the server', async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    const server = answerFetch({ 'GET /api/json/comments/': { body: { comments: [], total_count: 0 } } });
    const host = await renderAt(<Comments section="model" objectId={3} />);
    expect(host.textContent).toContain('No comments yet.');
    await type(host.querySelector('textarea'), '   ');
    await submit(host.querySelector('form'));
    expect(server.posts()).toEqual([]);
    expect(host.querySelector('[role=alert]')?.textContent).toBe('Write something before posting');
  });
});
