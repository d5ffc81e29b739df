// The jobs page: the state filter with counts, what each job shows, and retry and cancel with the
// requests they send and the job's new state from the answer.
import type { AdminJob } from '@reel/api/moderation';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer, type Server } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const job = (over: Partial<AdminJob>): AdminJob => ({
  job_id: 1,
  video_id: 42,
  title: 'Beach day',
  user: 'uploader_ula',
  state: 'failed',
  attempts: 3,
  progress: 40,
  worker: 'worker-a',
  reason: 'transcode',
  error: 'ffmpeg exited with code 1',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T11:00:00.000Z',
  age_s: 3 * 3600 + 20 * 60,
  ...over,
});

const failed = job({ job_id: 1 });
const queued = job({ job_id: 2, state: 'queued', attempts: 0, progress: 0, worker: '', reason: '', error: '', age_s: 45 });

function open(path: string, server: Server) {
  const seen = serve(staffServer('moderator', server));
  render(<RouterProvider router={consoleAt(path)} />);
  return seen;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('jobs', () => {
  it('lists jobs with age, attempts, worker, progress and failure, and filters by state', async () => {
    const seen = open('/admin/jobs/', (call) =>
      call.path === '/api/admin/jobs'
        ? ok({ items: [failed, queued], total: 2, page: 1, counts: { failed: 1, queued: 1, published: 8 } })
        : undefined,
    );
    const row = await rowOf('#1');
    expect(within(row).getByText('Failed')).toBeDefined();
    expect(within(row).getByText('3 h 20 min')).toBeDefined();
    expect(within(row).getByText('worker-a')).toBeDefined();
    expect(within(row).getByText('40%')).toBeDefined();
    expect(within(row).getByText('ffmpeg exited with code 1')).toBeDefined();
    expect(within(row).getByRole('link', { name: 'Beach day' }).getAttribute('href')).toBe('/admin/videos/42/');
    expect(within(await rowOf('#2')).getByText('45 s')).toBeDefined();
    expect(seen.at(-1)).toMatchObject({ path: '/api/admin/jobs', query: { page: '1' } });

    await userEvent.setup().click(screen.getByRole('link', { name: 'Published (8)' }));
    await screen.findByRole('link', { name: 'Published (8)', current: 'page' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/jobs', query: { state: 'published', page: '1' } });
  });

  it('retries a failed job and cancels a queued one, showing each job’s new state', async () => {
    const seen = open('/admin/jobs/?state=failed', (call) => {
      if (call.path === '/api/admin/jobs') return ok({ items: [failed, queued], total: 2, page: 1, counts: { failed: 1, queued: 1 } });
      if (call.path === '/api/admin/jobs/1/retry') return ok({ ...failed, state: 'queued', attempts: 0, error: '', reason: '' });
      return call.path === '/api/admin/jobs/2/cancel' ? ok({ ...queued, state: 'cancelled' }) : undefined;
    });
    expect((await screen.findAllByRole('row')).length).toBe(3);
    expect(seen.at(-1)).toMatchObject({ path: '/api/admin/jobs', query: { state: 'failed', page: '1' } });
    const user = userEvent.setup();
    const first = await rowOf('#1');
    // A queued job cannot be retried; a cancelled one cannot be cancelled again.
    expect(within(await rowOf('#2')).queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Retry' }));
    expect(await within(first).findByText('Job 1 queued again.')).toBeDefined();
    expect(within(first).getByText('Queued')).toBeDefined();
    await user.click(within(await rowOf('#2')).getByRole('button', { name: 'Cancel job' }));
    const second = await rowOf('#2');
    expect(await within(second).findByText('Cancelled')).toBeDefined();
    expect(within(second).queryByRole('button', { name: 'Cancel job' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Retry' })).toBeDefined();
    expect(actions(seen)).toEqual([
      { method: 'POST', path: '/api/admin/jobs/1/retry', query: {}, fields: {} },
      { method: 'POST', path: '/api/admin/jobs/2/cancel', query: {}, fields: {} },
    ]);
  });
});
