// The upload page's resumable upload with the real tus-js-client: the form in the upload's
// metadata, percent, bytes, speed and time left, Pause and Resume from the server's offset,
// reconnecting by itself after a dropped connection, the offer to go on after a reload, and the
// single request where the resumable address is not served. XMLHttpRequest (the browser's) is
// FakeXhr, answered here as the server answers; the page and tus-js-client are the real ones.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeModal } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { FakeXhr, metadataOf } from './fakeXhr';
import { created, fillAndSend, nextRequest, pick, render, standIns, type, UPLOAD_URL, user, videoFile } from './pageTestKit';
import { restoreGlobals } from './testGlobals';

beforeEach(() => {
  standIns();
  // The page's clock, which the speed is measured on, stands still unless a test moves it.
  vi.spyOn(performance, 'now').mockReturnValue(0);
});

afterEach(() => {
  cleanup();
  closeModal();
  setSession(SIGNED_OUT_SESSION);
  restoreGlobals();
  vi.restoreAllMocks();
});

const statusLine = () => screen.getByRole('status').textContent ?? '';
const OK = { ok: true, video_id: 31, job_id: 4 };

/** Reports `loaded` bytes of the chunk at `at` ms on the page's clock. */
async function progressAt(patch: FakeXhr, at: number, loaded: number) {
  vi.spyOn(performance, 'now').mockReturnValue(at);
  await act(async () => patch.progress(loaded));
}

/** Answers a HEAD with the server's offset and returns the PATCH that follows. */
async function resumedAt(offset: number, size: number, heads = 0, patches = 1): Promise<FakeXhr> {
  const head = await nextRequest('HEAD', heads);
  expect(head.url).toBe(`http://localhost:3000${UPLOAD_URL}`);
  await act(async () => head.answer(200, undefined, { 'Upload-Offset': String(offset), 'Upload-Length': String(size) }));
  return nextRequest('PATCH', patches);
}

describe('resumable upload', () => {
  it('sends the form in the metadata and shows percent, bytes, speed and time left', async () => {
    await render(true);
    await pick(videoFile(100));
    await type('Title', 'Beach walk');
    await type('Tags', 'sea, sand,');
    await user.click(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const post = await nextRequest('POST');
    expect(post.url).toBe('http://localhost:3000/api/uploads/');
    expect(post.headers['upload-length']).toBe('100');
    expect(metadataOf(post)).toEqual({
      title: 'Beach walk',
      description: '',
      categories: '1',
      models: '',
      tags: 'sea,sand',
      filename: 'holiday2024.mkv',
    });
    const patch = await created();
    expect(patch.headers['upload-offset']).toBe('0');
    expect(patch.bodySize).toBe(100);
    await progressAt(patch, 1000, 20);
    await progressAt(patch, 2000, 40);
    expect(screen.getByRole('progressbar')).toHaveProperty('value', 40);
    expect(statusLine()).toContain('Uploading: 40%');
    expect(statusLine()).toContain('40 B of 100 B');
    expect(statusLine()).toContain('20 B/s');
    expect(statusLine()).toContain('0:03 left');
    await act(async () => patch.answer(200, OK, { 'Upload-Offset': '100' }));
    expect(within(screen.getByRole('status')).getByRole('link').getAttribute('href')).toBe('/members/7/uploaded-videos/1/');
    // A finished upload is not offered again.
    expect(Object.keys(localStorage).filter((k) => k.startsWith('tus::'))).toEqual([]);
  });

  it('pauses, and Resume goes on from the offset the server has', async () => {
    await render(true);
    await fillAndSend(videoFile(100));
    const patch = await created();
    await progressAt(patch, 0, 40);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(patch.aborted).toBe(true);
    expect(statusLine()).toContain('Paused');
    expect(statusLine()).not.toContain('left');
    // The same button, now Resume, keeps the keyboard focus.
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(document.activeElement).toBe(resume);
    await user.keyboard('{Enter}');
    const next = await resumedAt(40, 100);
    expect(next.headers['upload-offset']).toBe('40');
    expect(next.bodySize).toBe(60);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDefined();
  });

  it('says it is reconnecting after a dropped connection and goes on by itself', async () => {
    await render(true);
    await fillAndSend(videoFile(100));
    const patch = await created();
    await progressAt(patch, 0, 30);
    await act(async () => patch.fail());
    expect(statusLine()).toContain('Connection lost, reconnecting…');
    const next = await resumedAt(30, 100);
    expect(next.headers['upload-offset']).toBe('30');
    await progressAt(next, 500, 10);
    expect(statusLine()).not.toContain('reconnecting');
    expect(statusLine()).toContain('Uploading: 40%');
    expect(FakeXhr.all.filter((x) => x.method === 'POST')).toHaveLength(1);
  });

  it('offers to go on after a reload when the same file is chosen again, and sends only the rest', async () => {
    await render(true);
    await fillAndSend(videoFile(100));
    const patch = await created();
    await progressAt(patch, 0, 60);
    // A reload: the page is gone, the address stays in localStorage.
    cleanup();
    await render(true);
    await pick(videoFile(100));
    expect(screen.getByText(/An upload of holiday2024\.mkv stopped before it ended/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Resume the upload' }));
    const next = await resumedAt(60, 100);
    expect(next.headers['upload-offset']).toBe('60');
    expect(next.bodySize).toBe(40);
    expect(FakeXhr.all.filter((x) => x.method === 'POST')).toHaveLength(1);
    await act(async () => next.answer(200, OK, { 'Upload-Offset': '100' }));
    expect(screen.getByText(/The video is uploaded and is being processed/)).toBeDefined();
  });

  it('starts a new upload when the member does not want to go on with the old one', async () => {
    await render(true);
    await fillAndSend(videoFile(100));
    await created();
    cleanup();
    await render(true);
    await pick(videoFile(100));
    await user.click(screen.getByRole('button', { name: 'Start a new upload' }));
    await type('Title', 'Beach walk again');
    await user.click(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox')[0]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    const post = await nextRequest('POST', 1);
    expect(metadataOf(post).title).toBe('Beach walk again');
    // The upload left behind is no longer offered.
    cleanup();
    await render(true);
    await pick(videoFile(100));
    expect(screen.queryByText(/stopped before it ended/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDefined();
  });

  it('does not offer an upload older than the server keeps one', async () => {
    await render(true);
    await fillAndSend(videoFile(100));
    await created();
    cleanup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 25 * 3600 * 1000);
    try {
      await render(true);
      await pick(videoFile(100));
      expect(screen.queryByText(/stopped before it ended/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the server's refusal of the file when its last bytes are in", async () => {
    await render(true);
    await fillAndSend(videoFile(100));
    const patch = await created();
    await act(async () =>
      patch.answer(415, { error: true, code: 'damaged', errors: [{ field: 'file', code: 'damaged' }] }, { 'Upload-Offset': '100' }),
    );
    expect(screen.getByRole('alert').textContent).toBe('The file is damaged');
  });

  it('sends the file in one request where the resumable address is not served', async () => {
    await render(true);
    await fillAndSend(videoFile(100));
    const post = await nextRequest('POST');
    await act(async () => post.answer(405, undefined));
    const single = await nextRequest('POST', 1);
    expect(single.url).toBe('/api/video_edit.php');
    expect((single.body as FormData).get('title')).toBe('Beach walk');
    await act(async () => single.answer(200, OK));
    expect(screen.getByText(/The video is uploaded and is being processed/)).toBeDefined();
  });
});
