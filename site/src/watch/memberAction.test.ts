// A member's vote, favourite or subscription: the answer is notified, success lets the counter move.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../modals/store';
import { failureText, sendMemberAct } from './memberAction';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  notifications.set([]);
  vi.restoreAllMocks();
});

describe('member acts', () => {
  it('posts the act form-encoded and notifies notify.vote_success', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, { ok: true }));
    expect(await sendMemberAct({ act: 'vote', section: 'video', object_id: 42, vote: true, user_id: 7 })).toBe(true);
    const [url, init] = fetchSpy.mock.calls[0];
    expect(url).toBe('/api/input.php');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toMatchObject({ act: 'vote', section: 'video', object_id: '42', vote: '1' });
    expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['success', 'Thank you for your vote']]);
  });

  it("words a refusal by the act and the server's code (notify.{act}_{code}), else in general", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(401, { error: true, code: 'need_login' }));
    expect(await sendMemberAct({ act: 'subscribe', section: 'channel', object_id: 'harbour-films' })).toBe(false);
    expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['error', 'Please log in to complete this action']]);
    expect(failureText('vote', 'something_else')).toBe('This did not work. Please try again later.');
  });

  it('treats a network failure as a failed act, never as an exception', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    expect(await sendMemberAct({ act: 'favourite', section: 'video', object_id: 42 })).toBe(false);
    expect(notifications.get()[0]?.type).toBe('error');
  });
});
