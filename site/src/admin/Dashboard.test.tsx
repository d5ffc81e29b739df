// The dashboard: the figures of the server's answer written out (times, ratios, errors by kind, ad
// fill, embeds by host, top videos), the period and the video in the address and the call's query.
import type { AdminStats } from '@reel/api/metrics';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleAt, ok, restoreFetch, serve, staffServer } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const stats: AdminStats = {
  from: '2026-03-01',
  to: '2026-03-02',
  video_id: null,
  totals: {
    views: 1200,
    plays: 900,
    watch_ms: 36_000_000,
    rebuffer_ms: 400_000,
    rebuffer_count: 31,
    rebuffer_ratio: 0.011,
    ttff_p50_ms: 750,
    ttff_p95_ms: 3000,
    errors: [
      { kind: 'player_error', count: 12, per_view: 0.01 },
      { kind: 'player_setup_error', count: 0, per_view: 0 },
      { kind: 'player_vast_error', count: 3, per_view: 0.0025 },
    ],
    ads_asked: 40,
    ads_played: 30,
    ad_errors: 3,
    ad_fill_rate: 0.75,
    embeds: 55,
  },
  days: [
    {
      day: '2026-03-01',
      views: 500,
      plays: 400,
      watch_ms: 1,
      rebuffer_ms: 0,
      rebuffer_count: 0,
      ttff_p50_ms: 500,
      ttff_p95_ms: 2000,
      errors: 1,
    },
    {
      day: '2026-03-02',
      views: 700,
      plays: 500,
      watch_ms: 1,
      rebuffer_ms: 0,
      rebuffer_count: 0,
      ttff_p50_ms: 750,
      ttff_p95_ms: 3000,
      errors: 2,
    },
  ],
  hosts: [{ host: 'fan.example', plays: 55 }],
  top_videos: [{ video_id: 42, title: 'Beach <walk>', views: 300, plays: 250 }],
};

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the dashboard', () => {
  it('writes out the figures of the answer', async () => {
    const seen = serve(staffServer('moderator', (call) => (call.path === '/api/admin/stats' ? ok(stats) : undefined)));
    render(<RouterProvider router={consoleAt('/admin/dashboard/?from=2026-03-01&to=2026-03-02')} />);
    expect(await screen.findByRole('heading', { name: 'Figures' })).toBeDefined();
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/stats', query: { from: '2026-03-01', to: '2026-03-02' } });
    expect(fact('Views')).toBe('1,200');
    expect(fact('Plays')).toBe('900');
    expect(fact('Watch time')).toBe('10.0 h');
    expect(fact('Time to first frame, median')).toBe('750 ms');
    expect(fact('Time to first frame, 95th percentile')).toBe('3,000 ms');
    expect(fact('Rebuffering ratio')).toBe('1.1%');
    expect(fact('Ad fill rate')).toBe('75.0% (30 played of 40 asked)');
    expect(fact('Ad errors')).toBe('3');
    expect(fact('Plays in embeds')).toBe('55');
    expect(fact('Playback errors')).toBe('12 (1.0% per view)');
    expect(fact('Set-up errors')).toBe('0 (0.0% per view)');
    const host = screen.getByText('fan.example').closest('tr') as HTMLElement;
    expect(within(host).getByText('55')).toBeDefined();
    const top = screen.getByRole('link', { name: 'Beach <walk>' });
    expect(top.getAttribute('href')).toBe('/admin/dashboard/?from=2026-03-01&to=2026-03-02&video_id=42');
    expect(screen.getByRole('img', { name: 'Views and plays by day' })).toBeDefined();
    expect(screen.getByRole('img', { name: 'Time to first frame by day (ms)' })).toBeDefined();
  });

  it('asks for one video over the chosen period, and says when there is nothing to show', async () => {
    const none: AdminStats = {
      ...stats,
      video_id: 42,
      totals: { ...stats.totals, ttff_p50_ms: null, ttff_p95_ms: null, ad_fill_rate: null, rebuffer_ratio: null },
      hosts: [],
      top_videos: [],
    };
    const seen = serve(staffServer('admin', (call) => (call.path === '/api/admin/stats' ? ok(none) : undefined)));
    const router = consoleAt('/admin/dashboard/?from=2026-03-01&to=2026-03-02');
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Figures' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Video id (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('A video id is a whole number from 1.');
    await user.clear(screen.getByLabelText('Video id (optional)'));
    await user.type(screen.getByLabelText('Video id (optional)'), '42');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Video #42, 2026-03-01 to 2026-03-02 (UTC)')).toBeDefined();
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-02&video_id=42');
    expect(seen.at(-1)).toMatchObject({ path: '/api/admin/stats', query: { from: '2026-03-01', to: '2026-03-02', video_id: '42' } });
    await screen.findByText('Embeds by host');
    expect(fact('Time to first frame, median')).toBe('—');
    expect(fact('Ad fill rate')).toBe('— (30 played of 40 asked)');
    expect(screen.getByText('None in this period.')).toBeDefined();
    expect(screen.queryByText('Top videos')).toBeNull();
  });
});
