// The review page of one video: what a reviewer sees of it and its uploader, and each decision's
// request and the new state shown from its answer.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actions, consoleAt, ok, restoreFetch, serve, staffServer, testUploader, testVideo, type Server } from './testServer';

afterEach(() => {
  cleanup();
  restoreFetch();
});

const video = testVideo({ title: '<i>Beach</i> day', description: 'Sun <script>alert(1)</script>' });

/** The video's page, and `decide` answering every POST under it. */
function reviewServer(decide: Server = () => undefined): Server {
  return (call) => {
    if (call.method === 'GET' && call.path === '/api/admin/videos/42') return ok(video);
    if (call.method === 'GET' && call.path.startsWith('/api/admin/taxonomy/')) return decide(call);
    return call.method === 'POST' ? decide(call) : undefined;
  };
}

async function open(role: 'moderator' | 'admin', server: Server) {
  const seen = serve(staffServer(role, server));
  render(<RouterProvider router={consoleAt('/admin/videos/42/')} />);
  await screen.findByRole('heading', { name: 'Review: <i>Beach</i> day' });
  return seen;
}

describe('the review page', () => {
  it('shows the media, what the uploader wrote as text, and the uploader’s history', async () => {
    await open('moderator', reviewServer());
    const preview = screen.getByLabelText('Preview clip') as HTMLVideoElement;
    expect(preview.getAttribute('src')).toBe('/media/previews/42.mp4');
    expect(preview.muted).toBe(true);
    expect(preview.loop).toBe(true);
    expect((screen.getByLabelText('Full video') as HTMLVideoElement).getAttribute('src')).toBe('/get_file/42/abc/42.mp4?exp=1');
    expect(screen.getByRole('img', { name: 'Screenshot 2' }).getAttribute('src')).toBe('/media/shots/42/2.jpg');
    expect(screen.getByRole('img', { name: 'Timeline strip' }).getAttribute('src')).toBe('/media/timelines/42.jpg');
    expect(screen.getByText('Sun <script>alert(1)</script>')).toBeDefined();
    expect(screen.getByText('Outdoor')).toBeDefined();
    expect(screen.getByText('sand, sea')).toBeDefined();
    const uploader = screen.getByRole('region', { name: 'Uploader' });
    expect(within(uploader).getByRole('link', { name: 'uploader_ula' }).getAttribute('href')).toBe('/admin/members/7/');
    expect(within(uploader).getByText('Accepted 2025-01-05 09:30 UTC')).toBeDefined();
    expect(within(uploader).getByText('3')).toBeDefined();
  });

  it('approves with the note and shows the state the answer gives', async () => {
    const seen = await open(
      'moderator',
      reviewServer((call) =>
        call.path === '/api/admin/videos/42/approve' ? ok({ ...video, status_id: 1, review_pending: false }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Note'), 'Looks fine');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved. The video is now: Active.')).toBeDefined();
    expect(actions(seen)).toEqual([{ method: 'POST', path: '/api/admin/videos/42/approve', query: {}, fields: { note: 'Looks fine' } }]);
    // The new state: active, out of the queue, so Approve is gone and Take down remains.
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Take down' })).toBeDefined();
  });

  it('rejects only with a reason, and sends the reason and the note to the uploader', async () => {
    const rejected = {
      ...video,
      status_id: 4,
      review_pending: false,
      removed_by_staff: true,
      reject_reason: 'age_unclear' as const,
      reject_note: 'Show the IDs',
    };
    const seen = await open(
      'moderator',
      reviewServer((call) => (call.path === '/api/admin/videos/42/reject' ? ok(rejected) : undefined)),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a reason before rejecting.');
    expect(actions(seen)).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Reason for rejecting'), 'Age of everyone shown is unclear');
    await user.type(screen.getByLabelText('Note'), 'Show the IDs');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected. The video is now: Rejected.')).toBeDefined();
    expect(actions(seen)).toEqual([
      { method: 'POST', path: '/api/admin/videos/42/reject', query: {}, fields: { reason: 'age_unclear', note: 'Show the IDs' } },
    ]);
    expect(screen.getByText('Age of everyone shown is unclear')).toBeDefined();
    expect(screen.getByText(/Show the IDs/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeDefined();
  });

  it('shows the server’s refusal in words', async () => {
    await open(
      'moderator',
      reviewServer(() => ({ status: 409, body: { error: true, code: 'invalid_state' } })),
    );
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take down' }));
    expect(asked).toHaveBeenCalledOnce();
    expect((await screen.findByRole('alert')).textContent).toContain('cannot be done in its current state');
    asked.mockRestore();
  });

  it('offers purging to a moderator, after a confirmation', async () => {
    const takenDown = {
      ...testVideo(),
      status_id: 5,
      review_pending: false,
      removed_by_staff: true,
      uploader: testUploader({ verified_at: null }),
    };
    const server: Server = (call) => {
      if (call.path === '/api/admin/videos/42') return ok(takenDown);
      return call.path === '/api/admin/videos/42/purge' ? ok({ ...takenDown, purged: true }) : undefined;
    };
    const seen = serve(staffServer('moderator', server));
    render(<RouterProvider router={consoleAt('/admin/videos/42/')} />);
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeDefined();
    expect(screen.getByText('Not accepted')).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Purge files' }));
    const confirm = screen.getByRole('group', { name: /cannot be undone/ });
    expect(actions(seen)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, purge the files' }));
    expect(await screen.findByText('Files purged.')).toBeDefined();
    expect(actions(seen)).toEqual([{ method: 'POST', path: '/api/admin/videos/42/purge', query: {}, fields: { note: '' } }]);
    expect(screen.queryByRole('button', { name: 'Purge files' })).toBeNull();
  });

  it('edits the title, categories and models, sending id lists, and shows what was saved', async () => {
    const saved = {
      ...video,
      title: 'Beach day, edited',
      categories: [
        { category_id: 3, title: 'Outdoor' },
        { category_id: 9, title: 'Summer' },
      ],
      models: [{ model_id: 5, title: 'Ann' }],
    };
    const seen = await open(
      'moderator',
      reviewServer((call) => {
        if (call.path === '/api/admin/taxonomy/category')
          return ok({ items: [{ id: 9, dir: 'summer', title: 'Summer', hidden: false, videos: 4 }], total: 1, page: 1 });
        if (call.path === '/api/admin/taxonomy/model')
          return ok({ items: [{ id: 5, dir: 'ann', title: 'Ann', hidden: false, videos: 2 }], total: 1, page: 1 });
        return call.path === '/api/admin/videos/42/edit' ? ok(saved) : undefined;
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Beach day, edited');
    await user.type(screen.getByLabelText('Find categories to add'), 'sum');
    await user.click(await screen.findByRole('button', { name: 'Add Summer' }));
    await user.type(screen.getByLabelText('Find models to add'), 'an');
    await user.click(await screen.findByRole('button', { name: 'Add Ann' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Outdoor, Summer')).toBeDefined();
    const taxonomy = seen.filter((c) => c.path.startsWith('/api/admin/taxonomy/'));
    expect(taxonomy.at(-1)).toMatchObject({ method: 'GET', path: '/api/admin/taxonomy/model', query: { q: 'an', page: '1' } });
    expect(actions(seen)).toEqual([
      {
        method: 'POST',
        path: '/api/admin/videos/42/edit',
        query: {},
        fields: { title: 'Beach day, edited', categories: '3,9', models: '5' },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Review: Beach day, edited' })).toBeDefined();
    expect(screen.getByText('Ann')).toBeDefined();
  });

  it('attaches a captions file in a language, checks it first, and shows the server’s refusal under its field', async () => {
    let refuse = true;
    const seen = await open(
      'moderator',
      reviewServer((call) => {
        if (call.path !== '/api/admin/videos/42/captions') return undefined;
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: { error: true, code: 'captions_not_webvtt', errors: [{ field: 'captions', code: 'captions_not_webvtt' }] },
          };
        }
        return ok({ ...video, captions: [{ srclang: 'fr', label: 'Français' }] });
      }),
    );
    const panel = screen.getByRole('form', { name: 'Captions' });
    expect(within(panel).getByText('No captions yet.')).toBeDefined();
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(panel).getByRole('button', { name: 'Attach captions' }));
    expect(within(panel).getByText('Choose a captions file')).toBeDefined();
    expect(actions(seen)).toEqual([]);

    await user.upload(within(panel).getByLabelText('Captions file (WebVTT, .vtt)'), new File(['WEBVTT'], 'fr.vtt', { type: 'text/vtt' }));
    await user.type(within(panel).getByLabelText('Language'), 'fr');
    await user.type(within(panel).getByLabelText('Label'), 'Français');
    await user.click(within(panel).getByRole('button', { name: 'Attach captions' }));
    expect(await within(panel).findByText('The captions file must be a WebVTT file (.vtt)')).toBeDefined();
    expect(within(panel).getByLabelText('Captions file (WebVTT, .vtt)').getAttribute('aria-invalid')).toBe('true');

    await user.click(within(panel).getByRole('button', { name: 'Attach captions' }));
    expect(await within(panel).findByText('Français (fr)')).toBeDefined();
    expect(actions(seen).map((c) => c.fields)).toEqual([
      { captions_srclang: 'fr', captions_label: 'Français', captions: 'fr.vtt' },
      { captions_srclang: 'fr', captions_label: 'Français', captions: 'fr.vtt' },
    ]);
  });
});
