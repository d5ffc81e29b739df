// The upload request against a stand-in of the browser's XMLHttpRequest: progress, the answer,
// a refusal's words, Cancel.
import { describe, expect, it } from 'vitest';
import { refusalText } from './uploadErrors';
import { sendUpload } from './uploadRequest';

/** The parts of XMLHttpRequest the upload uses, driven by hand. */
class FakeXhr {
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  sent: { method: string; url: string; body: unknown; headers: Record<string, string> } = { method: '', url: '', body: null, headers: {} };

  open(method: string, url: string) {
    this.sent.method = method;
    this.sent.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.sent.headers[name] = value;
  }
  send(body: unknown) {
    this.sent.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function start() {
  const xhr = new FakeXhr();
  const progress: [number, number][] = [];
  const form = new FormData();
  form.append('title', 'My holiday');
  const handle = sendUpload(
    '/api/video_edit.php',
    form,
    (loaded, total) => progress.push([loaded, total]),
    () => xhr as unknown as XMLHttpRequest,
  );
  return { xhr, progress, handle, form };
}

describe('upload request', () => {
  it('posts the form as multipart, reports progress and resolves with the answer', async () => {
    const { xhr, progress, handle, form } = start();
    expect(xhr.sent).toMatchObject({ method: 'POST', url: '/api/video_edit.php', body: form, headers: { Accept: 'application/json' } });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 60, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    expect(progress).toEqual([
      [50, 200],
      [200, 200],
    ]);
    xhr.answer(200, { ok: true, video_id: 12, job_id: 3 });
    expect(await handle.done).toEqual({ kind: 'ok', answer: { ok: true, video_id: 12, job_id: 3 } });
  });

  it('a refusal keeps its code, field and info, and reads as the spec words it', async () => {
    const { xhr, handle } = start();
    xhr.answer(400, {
      error: true,
      code: 'categories_count',
      errors: [{ field: 'categories', code: 'categories_count', info: { min: 1, max: 5 } }],
    });
    const outcome = await handle.done;
    expect(outcome).toEqual({ kind: 'refused', refusal: { code: 'categories_count', field: 'categories', info: { min: 1, max: 5 } } });
    if (outcome.kind !== 'refused') throw new Error('refused expected');
    expect(refusalText(outcome.refusal)).toBe('Categories count must be between 1 and 5');
  });

  it('words file codes, and any other code as an error to report to support', () => {
    expect(refusalText({ code: 'min_duration' })).toBe('The video must be at least 3 minutes long');
    expect(refusalText({ code: 'filename' })).toBe('The file name may contain Latin letters and numbers only');
    expect(refusalText({ code: 'duplicate' })).toBe('This video has already been uploaded');
    expect(refusalText({ code: 'max_length', info: { length: 100 } })).toBe('Max length 100');
    expect(refusalText({ code: 'upload_failed', info: { code: 'a1b2c3d4' } })).toBe(
      'Error [a1b2c3d4] uploading video to the site, please contact support',
    );
    expect(refusalText({ code: 'teapot' })).toBe('Error [teapot] uploading video to the site, please contact support');
  });

  it('an answer that is not JSON is an error with its status', async () => {
    const { xhr, handle } = start();
    xhr.status = 502;
    xhr.responseText = '<html>Bad gateway</html>';
    xhr.onload?.();
    const outcome = await handle.done;
    expect(outcome).toEqual({ kind: 'refused', refusal: { code: '502' } });
  });

  it('Cancel aborts the request', async () => {
    const { handle } = start();
    handle.abort();
    expect(await handle.done).toEqual({ kind: 'aborted' });
  });

  it('a lost connection is said as such', async () => {
    const { xhr, handle } = start();
    xhr.onerror?.();
    expect(await handle.done).toEqual({ kind: 'network' });
  });
});
