import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_STAT_DELAY_MS } from '../constants';
import { testVideo } from './testVideo';
import { resetSessionBoot } from '../shell/session';
import { scheduleView, signedInMemberId, viewPayload } from './viewStat';

const noMember = async () => null;

describe('view statistic', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is act view, section video and the object id; the user id only for a member', () => {
    expect(viewPayload(testVideo(), null)).toEqual({ act: 'view', section: 'video', object_id: 42 });
    expect(viewPayload(testVideo(), 7)).toEqual({ act: 'view', section: 'video', object_id: 42, user_id: 7 });
  });

  it('is sent once, a second after the view', async () => {
    const send = vi.fn(() => Promise.resolve({ ok: true }));
    scheduleView(testVideo(), noMember, send);
    await vi.advanceTimersByTimeAsync(VIEW_STAT_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ act: 'view', section: 'video', object_id: 42 });
    vi.advanceTimersByTime(VIEW_STAT_DELAY_MS * 5);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is not sent when the page goes within the second, nor ever for a deleted video', () => {
    const send = vi.fn(() => Promise.resolve({ ok: true }));
    const cancel = scheduleView(testVideo(), noMember, send);
    vi.advanceTimersByTime(VIEW_STAT_DELAY_MS / 2);
    cancel();
    scheduleView(testVideo({ status_id: 5 }), noMember, send);
    vi.advanceTimersByTime(VIEW_STAT_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a refused send from reaching the page as an error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    scheduleView(testVideo(), noMember, () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(VIEW_STAT_DELAY_MS);
    expect(info).toHaveBeenCalledOnce();
    info.mockRestore();
  });

  it("carries the member's id on a direct load of the page, once the session's boot has said who is signed in", async () => {
    const fetchBefore = globalThis.fetch;
    // A member's browser opening the watch page at its address: the hint cookie, no session known yet.
    document.cookie = 'uid=77; path=/';
    resetSessionBoot();
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ user: { user_id: 77, username: 'member77' } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    try {
      const send = vi.fn(() => Promise.resolve({ ok: true }));
      scheduleView(testVideo(), signedInMemberId, send);
      await vi.advanceTimersByTimeAsync(VIEW_STAT_DELAY_MS);
      await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
      expect(send).toHaveBeenCalledWith({ act: 'view', section: 'video', object_id: 42, user_id: 77 });
    } finally {
      globalThis.fetch = fetchBefore;
      document.cookie = 'uid=; max-age=0; path=/';
      resetSessionBoot();
    }
  });
});
