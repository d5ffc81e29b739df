// Naming the performers of a finished upload: nothing is sent without a name and a release; each
// release is sent with the upload's id and the names on file are shown; the server's refusal of a
// file that is not a PDF, JPEG or PNG reads as its sentence.
import { CONSENT_RECORD_PATH } from '@reel/api/moderation';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PerformerReleases } from './PerformerReleases';
import { replaceGlobal, restoreGlobals } from './testGlobals';

afterEach(() => {
  cleanup();
  restoreGlobals();
});

interface Sent {
  url: string;
  fields: Record<string, string>;
}

function answering(reply: (fields: Record<string, string>) => { status: number; body: unknown }): Sent[] {
  const sent: Sent[] = [];
  replaceGlobal('fetch', async (url: string, init: RequestInit) => {
    const form = init.body as FormData;
    const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
    sent.push({ url, fields });
    const { status, body } = reply(fields);
    return { ok: status < 400, status, json: async () => body };
  });
  return sent;
}

const release = () => new File(['%PDF-1.4'], 'release.pdf', { type: 'application/pdf' });

describe('naming the performers of an upload', () => {
  it('sends each release with the upload’s id and shows the names on file', async () => {
    const sent = answering((f) => ({
      status: 200,
      body: { ok: true, records: [{ record_id: 1, video_id: 42, performer: f.performer, mime: 'application/pdf' }] },
    }));
    render(<PerformerReleases videoId={42} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    expect(screen.getByRole('alert').textContent).toBe('Give the performer’s name and choose their release.');
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Performer’s name'), 'Ann Example');
    await user.upload(screen.getByLabelText('Signed release'), release());
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    expect(await screen.findByText('On file: Ann Example')).toBeDefined();
    expect(sent).toEqual([{ url: CONSENT_RECORD_PATH, fields: { video_id: '42', performer: 'Ann Example', document: 'release.pdf' } }]);
    expect((screen.getByLabelText('Performer’s name') as HTMLInputElement).value).toBe('');
  });

  it('reads the server’s refusal of a file that is not a release', async () => {
    answering(() => ({ status: 400, body: { error: true, code: 'consent_document_type' } }));
    render(<PerformerReleases videoId={42} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Performer’s name'), 'Ann Example');
    await user.upload(screen.getByLabelText('Signed release'), release());
    await user.click(screen.getByRole('button', { name: 'Add performer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The release must be a PDF, JPEG or PNG file.');
  });
});
