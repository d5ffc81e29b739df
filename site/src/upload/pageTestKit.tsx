// The upload page's tests share this: the page rendered for a signed-in member, fetch answering
// the limits and the categories, XMLHttpRequest replaced by FakeXhr, and the member's gestures.
import { act, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setSession } from '../shell/session';
import { FakeXhr } from './fakeXhr';
import { replaceGlobal } from './testGlobals';
import UploadPage from './UploadPage';

const CATEGORIES = [
  { category_id: 2, title: 'Outdoor', dir: 'outdoor' },
  { category_id: 1, title: 'Amateur', dir: 'amateur' },
];

/** The POSTs the page made through fetch (the captions after a resumable upload), in order. */
export const fetchPosts: { url: string; body: unknown }[] = [];
/** What the stand-in answers a fetch POST: a test sets it before the page posts. */
export const fetchPostAnswer = { status: 200, body: {} as unknown };

export function standIns(): void {
  FakeXhr.reset();
  localStorage.clear();
  fetchPosts.length = 0;
  Object.assign(fetchPostAnswer, { status: 200, body: {} });
  replaceGlobal('XMLHttpRequest', FakeXhr);
  replaceGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      fetchPosts.push({ url, body: init.body });
      const { status, body: answer } = fetchPostAnswer;
      return { status, text: async () => JSON.stringify(answer) };
    }
    const body = url.includes('act=limits')
      ? { categories_min: 1, categories_max: 2, max_bytes: 1000 }
      : { categories: CATEGORIES, total_count: 2 };
    return { status: 200, text: async () => JSON.stringify(body) };
  });
}

/** A multipart body's fields as `name=value`, a file by its name. */
export const formEntries = (body: unknown) =>
  [...(body as FormData).entries()].map(([k, v]) => `${k}=${typeof v === 'string' ? v : (v as File).name}`);

export async function render(isVerified: boolean) {
  setSession({ user: { user_id: 7, username: 'anna', verified: isVerified } });
  renderInDom(
    <MemoryRouter>
      <UploadPage />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

// The file dialog's "All files" choice: the page's own checks must refuse what its accept list would.
export const user = userEvent.setup({ applyAccept: false });

export async function pick(file: File) {
  await user.upload(screen.getByLabelText('Select a file'), file);
  // The checks (and the look for an earlier upload of the file) end before the next step shows.
  await waitFor(() => {
    if (screen.queryByText('Checking the file…')) throw new Error('still checking');
  });
}

export const alertText = () => screen.queryByRole('alert')?.textContent;
export const titleField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
export const categories = () => screen.getByRole('group', { name: 'Categories' });

/** Replaces what the field holds, as a user clearing it and typing does. */
export async function type(label: string, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, value);
}

export const tickFirstCategory = () => user.click(within(categories()).getAllByRole('checkbox')[0]);

export async function submit() {
  await user.click(screen.getByRole('button', { name: 'Upload' }));
}

/** A file of `bytes` zero bytes, always the same to tus-js-client's fingerprint. */
export const videoFile = (bytes = 10, name = 'holiday2024.mkv') =>
  new File([new Uint8Array(bytes)], name, { lastModified: 1_700_000_000_000 });

/** Picks a good file, fills the form and presses Upload. */
export async function fillAndSend(file = videoFile()) {
  await pick(file);
  await type('Title', 'Beach walk');
  await tickFirstCategory();
  await submit();
}

/** Waits for the next request with `method` after the `seen` first ones. */
export async function nextRequest(method: string, seen = 0): Promise<FakeXhr> {
  return waitFor(() => {
    const found = FakeXhr.all.filter((x) => x.method === method)[seen];
    if (!found) throw new Error(`no ${method} request #${seen + 1} yet`);
    return found;
  });
}

export const UPLOAD_URL = '/api/uploads/0123456789abcdef0123456789abcdef';

/** Answers the creation (POST) as the server does and returns the first PATCH. */
export async function created(): Promise<FakeXhr> {
  const post = await nextRequest('POST');
  await act(async () => post.answer(201, undefined, { Location: UPLOAD_URL, 'Tus-Resumable': '1.0.0' }));
  return nextRequest('PATCH');
}
