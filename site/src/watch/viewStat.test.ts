import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_STAT_DELAY_MS } from '../constants';
import { testVideo } from './testVideo';
import { scheduleView, viewPayload } from './viewStat';

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

  it('is sent once, a second after the view', () => {
    const send = vi.fn(() => Promise.resolve({ ok: true }));
    scheduleView(testVideo(), null, send);
    vi.advanceTimersByTime(VIEW_STAT_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith({ act: 'view', section: 'video', object_id: 42 });
    vi.advanceTimersByTime(VIEW_STAT_DELAY_MS * 5);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('is not sent when the page goes within the second, nor ever for a deleted video', () => {
    const send = vi.fn(() => Promise.resolve({ ok: true }));
    const cancel = scheduleView(testVideo(), null, send);
    vi.advanceTimersByTime(VIEW_STAT_DELAY_MS / 2);
    cancel();
    scheduleView(testVideo({ status_id: 5 }), null, send);
    vi.advanceTimersByTime(VIEW_STAT_DELAY_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps a refused send from reaching the page as an error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    scheduleView(testVideo(), null, () => Promise.reject(new Error('offline')));
    await vi.advanceTimersByTimeAsync(VIEW_STAT_DELAY_MS);
    expect(info).toHaveBeenCalledOnce();
    info.mockRestore();
  });
});
