// The upload page in jsdom: the affidavit gate, the browser's file checks, the form's checks, the
// upload with its progress bar and Cancel, and the server's refusals in words. fetch and
// XMLHttpRequest are stand-ins of the browser's; everything else is the page's own code.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verified } from '../modals/Verif';
import { closeModal, modalState } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import UploadPage from './UploadPage';
import { replaceGlobal, restoreGlobals } from './testGlobals';

class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
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

const CATEGORIES = [
  { category_id: 2, title: 'Outdoor', dir: 'outdoor' },
  { category_id: 1, title: 'Amateur', dir: 'amateur' },
];

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeEach(() => {
  FakeXhr.last = null;
  replaceGlobal('XMLHttpRequest', FakeXhr);
  replaceGlobal('fetch', async (url: string) => {
    const body = url.includes('act=limits') ? { categories_min: 1, categories_max: 2, max_bytes: 1000 } : { categories: CATEGORIES, total_count: 2 };
    return { status: 200, text: async () => JSON.stringify(body) };
  });
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  closeModal();
  verified.set(false);
  setSession(SIGNED_OUT_SESSION);
  restoreGlobals();
});

async function render(isVerified: boolean) {
  setSession({ user: { user_id: 7, username: 'anna', verified: isVerified } });
  await act(async () =>
    root?.render(
      <MemoryRouter>
        <UploadPage />
      </MemoryRouter>,
    ),
  );
}

async function pick(file: File) {
  const input = host.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

const alertText = () => host.querySelector('[role=alert]')?.textContent;
const button = (text: string) => Array.from(host.querySelectorAll('button')).find((b) => b.textContent === text)!;

function type(name: string, value: string) {
  const field = host.querySelector<HTMLInputElement>(`[name=${name}]`)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => host.querySelector('form')!.requestSubmit());
}

describe('upload page', () => {
  it('opens the affidavit for a member who has not accepted it', async () => {
    await render(false);
    expect(modalState.get()).toMatchObject({ name: 'Verif' });
    expect(host.querySelector('input[type=file]')).toBeNull();
  });

  it('refuses a bad file name, a wrong extension and a file over the limit before sending', async () => {
    await render(true);
    await pick(new File(['x'], 'clip(1).mkv'));
    expect(alertText()).toBe('The file name may contain Latin letters and numbers only');
    await pick(new File(['x'], 'clip.txt'));
    expect(alertText()).toBe('Invalid file extension');
    await pick(new File([new Uint8Array(1001)], 'clip.mkv'));
    expect(alertText()).toBe('The file size is too large');
    expect(FakeXhr.last).toBeNull();
  });

  it('checks the form, sends it with progress, and Cancel aborts', async () => {
    await render(true);
    await pick(new File([new Uint8Array(10)], 'holiday2024.mkv'));
    expect(host.textContent).toContain('File: holiday2024.mkv');
    expect(Array.from(host.querySelectorAll('fieldset label'), (l) => l.textContent)).toEqual(['Amateur', 'Outdoor']);
    await submit();
    expect(host.textContent).toContain('Required field');
    expect(host.textContent).toContain('Categories count must be between 1 and 2');
    expect(FakeXhr.last).toBeNull();

    type('title', 'Beach walk');
    type('tags', 'sea, sand,');
    act(() => host.querySelector<HTMLInputElement>('fieldset input')!.click());
    await submit();
    const xhr = FakeXhr.last!;
    expect(Object.fromEntries([...xhr.body!.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]))).toEqual({
      title: 'Beach walk',
      description: '',
      categories: '1',
      models: '',
      tags: 'sea,sand',
      file: 'holiday2024.mkv',
    });
    await act(async () => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(host.querySelector('progress')?.value).toBe(40);
    expect(host.textContent).toContain('Uploading: 40%');
    await act(async () => button('Cancel').click());
    expect(alertText()).toBe('The upload was cancelled.');
    expect(host.querySelector<HTMLInputElement>('[name=title]')?.value).toBe('Beach walk');
  });

  it("shows the server's refusal, under the field it names or above the form", async () => {
    await render(true);
    await pick(new File([new Uint8Array(10)], 'holiday2024.mkv'));
    type('title', 'Beach walk');
    act(() => host.querySelector<HTMLInputElement>('fieldset input')!.click());
    await submit();
    await act(async () => FakeXhr.last!.answer(400, { error: true, code: 'min_duration', errors: [{ field: 'file', code: 'min_duration', info: { min: 180 } }] }));
    expect(alertText()).toBe('The video must be at least 3 minutes long');
    await submit();
    await act(async () => FakeXhr.last!.answer(400, { error: true, code: 'max_length', errors: [{ field: 'title', code: 'max_length', info: { length: 100 } }] }));
    expect(host.querySelector('[name=title]')?.getAttribute('aria-invalid')).toBe('true');
    expect(host.textContent).toContain('Max length 100');
    type('title', 'Beach walk at dusk');
    expect(host.textContent).not.toContain('Max length 100');
    expect(host.querySelector('[name=title]')?.getAttribute('aria-invalid')).toBeNull();
    await submit();
    await act(async () => FakeXhr.last!.answer(500, { error: true, code: 'upload_failed', errors: [{ field: 'notify', code: 'upload_failed', info: { code: '9f86d081' } }] }));
    expect(alertText()).toBe('Error [9f86d081] uploading video to the site, please contact support');
  });

  it('takes a dropped file like a selected one', async () => {
    await render(true);
    const drop = new Event('drop', { bubbles: true, cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [new File(['x'], 'clip(1).mkv')] } });
    await act(async () => host.querySelector('[data-testid=dropzone]')!.dispatchEvent(drop));
    expect(alertText()).toBe('The file name may contain Latin letters and numbers only');
  });

  it('asks for the affidavit again when the server says it is not accepted', async () => {
    await render(true);
    await pick(new File([new Uint8Array(10)], 'holiday2024.mkv'));
    type('title', 'Beach walk');
    act(() => host.querySelector<HTMLInputElement>('fieldset input')!.click());
    await submit();
    await act(async () => FakeXhr.last!.answer(403, { error: true, code: 'not_verified', errors: [{ field: 'notify', code: 'not_verified' }] }));
    expect(modalState.get()?.name).toBe('Verif');
    expect(host.textContent).toContain('Uploading needs the creator-verification affidavit');
  });

  it('ends on a link to the uploaded videos', async () => {
    await render(true);
    await pick(new File([new Uint8Array(10)], 'holiday2024.mkv'));
    type('title', 'Beach walk');
    act(() => host.querySelector<HTMLInputElement>('fieldset input')!.click());
    await submit();
    await act(async () => FakeXhr.last!.answer(200, { ok: true, video_id: 31, job_id: 4 }));
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/members/7/uploaded-videos/1/');
  });
});
