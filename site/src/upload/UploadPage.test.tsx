// The upload page in jsdom: the affidavit gate, the browser's file checks, the form's checks, the
// upload with its progress bar and Cancel, and the server's refusals in words. fetch and
// XMLHttpRequest are stand-ins of the browser's; everything else (tus-js-client too) is real.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verified } from '../modals/Verif';
import { closeModal, modalState } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { FakeXhr, metadataOf } from './fakeXhr';
import {
  alertText,
  categories,
  created,
  fetchPostAnswer,
  fetchPosts,
  fillAndSend,
  formEntries,
  nextRequest,
  pick,
  render,
  standIns,
  submit,
  tickFirstCategory,
  titleField,
  type,
  user,
  videoFile,
} from './pageTestKit';
import { restoreGlobals } from './testGlobals';

beforeEach(standIns);

afterEach(() => {
  cleanup();
  closeModal();
  verified.set(false);
  setSession(SIGNED_OUT_SESSION);
  restoreGlobals();
});

/** The creation (POST) answered with a refusal, as the server refuses the form's fields. */
async function refusedAtCreation(status: number, body: unknown) {
  const post = await nextRequest('POST', FakeXhr.all.filter((x) => x.method === 'POST').length - 1);
  await act(async () => post.answer(status, body));
}

describe('upload page', () => {
  it('opens the affidavit for a member who has not accepted it', async () => {
    await render(false);
    expect(modalState.get()).toMatchObject({ name: 'Verif' });
    expect(screen.queryByLabelText('Select a file')).toBeNull();
  });

  it('refuses a bad file name, a wrong extension and a file over the limit before sending', async () => {
    await render(true);
    await pick(new File(['x'], 'clip(1).mkv'));
    expect(alertText()).toBe('The file name may contain Latin letters and numbers only');
    await pick(new File(['x'], 'clip.txt'));
    expect(alertText()).toBe('Invalid file extension');
    await pick(new File([new Uint8Array(1001)], 'clip.mkv'));
    expect(alertText()).toBe('The file size is too large');
    expect(FakeXhr.all).toEqual([]);
  });

  it('checks the form, sends it with progress, and Cancel aborts', async () => {
    await render(true);
    await pick(videoFile());
    expect(screen.getByText(/File: holiday2024\.mkv/)).toBeDefined();
    expect(
      within(categories())
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Amateur', 'Outdoor']);
    await submit();
    expect(screen.getByText('Required field')).toBeDefined();
    expect(screen.getByText('Categories count must be between 1 and 2')).toBeDefined();
    expect(FakeXhr.all).toEqual([]);

    await type('Title', 'Beach walk');
    await type('Tags', 'sea, sand,');
    await tickFirstCategory();
    await submit();
    const patch = await created();
    // The progress replaces the form and takes the focus, so a screen reader reads it out.
    expect(screen.getByRole('progressbar').closest('.upload-progress')).toBe(document.activeElement);
    await act(async () => patch.progress(4, 10));
    expect(screen.getByRole('progressbar')).toHaveProperty('value', 40);
    expect(screen.getByRole('status').textContent).toContain('Uploading: 40%');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(alertText()).toBe('The upload was cancelled.');
    // Nothing is kept on the server: the upload is terminated.
    expect((await nextRequest('DELETE')).url).toMatch(/\/api\/uploads\/0123456789abcdef0123456789abcdef$/);
    expect(titleField().value).toBe('Beach walk');
  });

  it("shows the server's refusal, under the field it names or above the form", async () => {
    await render(true);
    await fillAndSend();
    const patch = await created();
    await act(async () =>
      patch.answer(
        400,
        { error: true, code: 'min_duration', errors: [{ field: 'file', code: 'min_duration', info: { min: 180 } }] },
        { 'Upload-Offset': '10' },
      ),
    );
    expect(alertText()).toBe('The video must be at least 3 minutes long');
    await submit();
    await refusedAtCreation(400, {
      error: true,
      code: 'max_length',
      errors: [{ field: 'title', code: 'max_length', info: { length: 100 } }],
    });
    expect(titleField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Max length 100')).toBeDefined();
    await type('Title', 'Beach walk at dusk');
    expect(screen.queryByText('Max length 100')).toBeNull();
    expect(titleField().getAttribute('aria-invalid')).toBeNull();
    await submit();
    await refusedAtCreation(500, {
      error: true,
      code: 'upload_failed',
      errors: [{ field: 'notify', code: 'upload_failed', info: { code: '9f86d081' } }],
    });
    expect(alertText()).toBe('Error [9f86d081] uploading video to the site, please contact support');
  });

  it("checks a captions file with its language and label, sends it after the video by the video's id, and shows the server's refusal of it", async () => {
    await render(true);
    await pick(videoFile());
    await type('Title', 'Beach walk');
    await tickFirstCategory();
    const captionsFile = screen.getByLabelText('Captions file (WebVTT, .vtt)');
    await user.upload(captionsFile, new File(['1\n00:00:01,000 --> 00:00:02,000\nHi\n'], 'beach.srt'));
    await type('Language', 'en_GB');
    await submit();
    expect(screen.getByText('The captions file must be a WebVTT file (.vtt)')).toBeDefined();
    expect(screen.getByText('Enter a language code, such as en or pt-BR')).toBeDefined();
    expect(screen.getByText('Enter a label of at most 40 characters')).toBeDefined();
    expect(FakeXhr.all).toEqual([]);

    await user.upload(captionsFile, new File(['WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n'], 'beach.vtt', { type: 'text/vtt' }));
    await type('Language', 'pt-br');
    await type('Label', 'Português');
    await submit();
    // The video goes through the resumable address (Pause and Resume), its captions after it.
    const post = await nextRequest('POST');
    expect(post.url).toBe('http://localhost:3000/api/uploads/');
    expect(metadataOf(post)).not.toHaveProperty('captions');
    const patch = await created();
    expect(fetchPosts).toEqual([]);
    Object.assign(fetchPostAnswer, {
      status: 400,
      body: { error: true, code: 'captions_not_webvtt', errors: [{ field: 'captions', code: 'captions_not_webvtt' }] },
    });
    await act(async () => patch.answer(200, { ok: true, video_id: 31, job_id: 4 }, { 'Upload-Offset': '10' }));
    await waitFor(() => expect(screen.getByText(/The video is uploaded and is being processed/)).toBeDefined());
    expect(fetchPosts.map((p) => p.url)).toEqual(['/api/video_captions.php']);
    expect(formEntries(fetchPosts[0].body)).toEqual([
      'video_id=31',
      'captions_srclang=pt-br',
      'captions_label=Português',
      'captions=beach.vtt',
    ]);
    // The video is in whatever became of its captions: the page says so and why they were not attached.
    expect(
      screen.getByText('The video is uploaded, but its captions were not attached: The captions file must be a WebVTT file (.vtt)'),
    ).toBeDefined();
  });

  it('says nothing more when the captions sent after the video are attached', async () => {
    await render(true);
    await pick(videoFile());
    await type('Title', 'Beach walk');
    await tickFirstCategory();
    await user.upload(screen.getByLabelText('Captions file (WebVTT, .vtt)'), new File(['WEBVTT\n'], 'beach.vtt', { type: 'text/vtt' }));
    await type('Language', 'en');
    await type('Label', 'English');
    await submit();
    const patch = await created();
    Object.assign(fetchPostAnswer, { status: 200, body: { ok: true, video_id: 31, captions: [{ srclang: 'en', label: 'English' }] } });
    await act(async () => patch.answer(200, { ok: true, video_id: 31, job_id: 4 }, { 'Upload-Offset': '10' }));
    await waitFor(() => expect(screen.getByText(/The video is uploaded and is being processed/)).toBeDefined());
    expect(fetchPosts).toHaveLength(1);
    expect(screen.queryByText(/captions were not attached/)).toBeNull();
  });

  it('tells a suspended member why the upload was refused', async () => {
    await render(true);
    await fillAndSend();
    await refusedAtCreation(403, { error: true, code: 'banned' });
    expect(alertText()).toBe('This account has been suspended. Contact support if you think this is a mistake.');
  });

  it('takes a dropped file like a selected one', async () => {
    await render(true);
    fireEvent.drop(screen.getByText('Drag and drop a video file here'), { dataTransfer: { files: [new File(['x'], 'clip(1).mkv')] } });
    await act(async () => undefined);
    expect(alertText()).toBe('The file name may contain Latin letters and numbers only');
  });

  it('asks for the affidavit again when the server says it is not accepted', async () => {
    await render(true);
    await fillAndSend();
    await refusedAtCreation(403, { error: true, code: 'not_verified', errors: [{ field: 'notify', code: 'not_verified' }] });
    expect(modalState.get()?.name).toBe('Verif');
    expect(screen.getByText(/Uploading needs the creator-verification affidavit/)).toBeDefined();
  });

  it('ends on a link to the uploaded videos', async () => {
    await render(true);
    await fillAndSend();
    const patch = await created();
    await act(async () => patch.answer(200, { ok: true, video_id: 31, job_id: 4 }, { 'Upload-Offset': '10' }));
    expect(within(screen.getByRole('status')).getByRole('link').getAttribute('href')).toBe('/members/7/uploaded-videos/1/');
    expect(screen.getByRole('status')).toBe(document.activeElement);
  });
});
