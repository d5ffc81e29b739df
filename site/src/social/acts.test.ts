// A member's vote, favourite or subscription: posted form-encoded, its answer notified, a refusal
// worded by the act and the server's code.
import { afterEach, describe, expect, it } from 'vitest';
import { closeModal, modalState, notifications } from '../modals/store';
import { resetSessionBoot } from '../shell/session';
import { memberAct, memberOrLogIn } from './acts';
import { answerFetch, restoreFetch } from './testing';
import { actFailureText, failureText } from './texts';

afterEach(() => {
  restoreFetch();
  notifications.set([]);
  closeModal();
  document.cookie = 'uid=; max-age=0; path=/';
  resetSessionBoot();
});

const shown = () => notifications.get().map((n) => [n.type, n.text]);

describe('member acts', () => {
  it('posts the vote form-encoded (vote 1 for a like) and notifies notify.vote_success', async () => {
    const server = answerFetch({ 'POST /api/input.php': { body: { ok: true, statistics: { likes: 11, dislikes: 2 } } } });
    const result = await memberAct({ act: 'vote', section: 'video', object_id: 42, vote: 1 });
    expect(result).toEqual({ ok: true, value: { ok: true, statistics: { likes: 11, dislikes: 2 } } });
    expect(server.posts()[0]).toMatchObject({ url: '/api/input.php', form: { act: 'vote', section: 'video', object_id: '42', vote: '1' } });
    expect(shown()).toEqual([['success', 'Thank you for your vote']]);
  });

  it("words a refusal by the act and the server's code: notify.vote_already_voted, notify.subscribe_subscribe_self", async () => {
    answerFetch({ 'POST /api/input.php': { status: 409, body: { error: true, code: 'already_voted' } } });
    expect(await memberAct({ act: 'vote', section: 'video', object_id: 42, vote: 0 })).toEqual({ ok: false, code: 'already_voted' });
    answerFetch({ 'POST /api/input.php': { status: 400, body: { error: true, code: 'subscribe_self' } } });
    await memberAct({ act: 'subscribe', section: 'user', object_id: 7 });
    expect(shown()).toEqual([
      ['error', 'You have already voted'],
      ['error', 'You cannot subscribe to yourself'],
    ]);
  });

  it('words an unsubscribe refusal as a subscription one, and an unknown code in general terms', async () => {
    answerFetch({ 'POST /api/input.php': { status: 404, body: { error: true, code: 'not_found' } } });
    await memberAct({ act: 'unsubscribe', section: 'channel', object_id: 3 });
    expect(shown()).toEqual([['error', 'There is nothing to subscribe to here any more']]);
    expect(actFailureText('vote', 'something_else')).toBe('This did not work. Please try again later.');
    expect(actFailureText('favourite', 'need_login')).toBe('Please log in to complete this action');
  });

  it('tells a member whose act was already in place (another tab was first) of the success it amounts to', async () => {
    answerFetch({ 'POST /api/input.php': { status: 409, body: { error: true, code: 'already_subscribed' } } });
    expect(await memberAct({ act: 'subscribe', section: 'channel', object_id: 'studio' })).toEqual({
      ok: false,
      code: 'already_subscribed',
    });
    answerFetch({ 'POST /api/input.php': { status: 409, body: { error: true, code: 'already_favourite' } } });
    await memberAct({ act: 'favourite', section: 'video', object_id: 42 });
    answerFetch({ 'POST /api/input.php': { status: 404, body: { error: true, code: 'not_favourite' } } });
    await memberAct({ act: 'unfavourite', section: 'video', object_id: 42 });
    // A vote is not one of them: the member's earlier vote may have been the other way.
    answerFetch({ 'POST /api/input.php': { status: 409, body: { error: true, code: 'already_voted' } } });
    await memberAct({ act: 'vote', section: 'video', object_id: 42, vote: 1 });
    expect(shown()).toEqual([
      ['success', 'You are subscribed'],
      ['success', 'Added to your favourites'],
      ['success', 'Removed from your favourites'],
      ['error', 'You have already voted'],
    ]);
  });

  it('treats a network failure as a failed act, never as an exception', async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
    expect(await memberAct({ act: 'favourite', section: 'video', object_id: 42 })).toEqual({ ok: false, code: 'network_error' });
    expect(shown()).toEqual([['error', 'The server could not be reached. Check your connection and try again.']]);
  });

  it('says the comment limits in words', () => {
    expect(failureText('comments', 'comments_user_limit')).toContain('5 per 10 minutes per user');
    expect(failureText('comments', 'comments_ip_limit')).toContain('20 per 10 minutes per IP');
    expect(failureText('messages', 'max_length')).toBe('The text is too long: 2000 characters at most');
    expect(failureText('playlist', 'already_added')).toBe('This video is already in that playlist');
    expect(failureText('playlist', 'min_length')).toBe('The title needs at least 2 characters');
  });

  it('waits for the session a page is still booting instead of taking the member for a visitor', async () => {
    document.cookie = 'uid=7; path=/';
    resetSessionBoot();
    answerFetch({ 'POST /api/member.php': { body: { user: { user_id: 7, username: 'ann', verified: false } } } });
    expect(await memberOrLogIn()).toMatchObject({ user_id: 7, username: 'ann' });
    expect(modalState.get()).toBeNull();
    document.cookie = 'uid=; max-age=0; path=/';
    resetSessionBoot();
    expect(await memberOrLogIn()).toBeNull();
    expect(modalState.get()?.name).toBe('Login');
  });
});
