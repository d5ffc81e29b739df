// The edit page: the profile form's checks and its act=edit request, the avatar's size check in
// the browser before anything is sent, the server's image refusals as notifications, the password.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { currentSession, sessionOf, setSession, SIGNED_OUT_SESSION } from '../shell/session';
import EditPage from './EditPage';
import { answerWith, restoreFetch, type Answerer } from './testFetch';
import { testProfile } from './testProfile';

let root: Root | null = null;
let host: HTMLElement;
/** The size the browser's image decoder reports for the next picture. */
let decoded = { width: 1300, height: 300 };
const realImage = globalThis.Image;

/** jsdom decodes no pictures: the smallest stand-in of the browser's Image that reports a size. */
class DecodingImage {
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    this.naturalWidth = decoded.width;
    this.naturalHeight = decoded.height;
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  URL.createObjectURL ??= () => 'blob:picture';
  URL.revokeObjectURL ??= () => undefined;
});

beforeEach(() => {
  globalThis.Image = DecodingImage as unknown as typeof Image;
  decoded = { width: 1300, height: 300 };
  setSession(sessionOf(testProfile({ user_id: 7, username: 'anna', city: 'Lyon', gender: 2 })));
  notifications.set([]);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  restoreFetch();
  globalThis.Image = realImage;
  setSession(SIGNED_OUT_SESSION);
});

function render(answer: Answerer) {
  const seen = answerWith(answer);
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root?.render(
      <MemoryRouter>
        <EditPage />
      </MemoryRouter>,
    ),
  );
  return seen;
}

const field = <T extends HTMLElement>(name: string) => host.querySelector<T>(`[name="${name}"]`)!;
const errorOf = (name: string) => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const shown = () => notifications.get().map((n) => n.text);

function type(name: string, value: string) {
  const el = field<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(name);
  const proto = Object.getPrototypeOf(el) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 5)));
}

async function submit(form: number) {
  await act(async () => host.querySelectorAll<HTMLFormElement>('form')[form].requestSubmit());
  await settle();
}

async function pick(section: string, file: File) {
  const input = field<HTMLInputElement>(section);
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('the profile form', () => {
  it('asks for every field of the profile, each value set with its labels', () => {
    render(() => undefined);
    for (const name of ['country', 'city', 'gender', 'age', 'birth_date', 'relationship', 'orientation', 'education', 'website', 'occupation', 'interests', 'about_me']) {
      expect(field(name)).not.toBeNull();
    }
    expect(Array.from(field<HTMLSelectElement>('gender').options, (o) => o.text)).toEqual(['Not set', 'Man', 'Woman', 'Shemale']);
    expect(Array.from(field<HTMLSelectElement>('age').options, (o) => o.text)).toEqual(['Not set', '18-21', '22-29', '30-39', '40+']);
    expect(Array.from(field<HTMLSelectElement>('orientation').options, (o) => o.text)).toContain('Bisexual');
    expect(field<HTMLSelectElement>('gender').value).toBe('2');
    // The contract's country list (about 240) by name, after 'Not set'.
    const countries = Array.from(field<HTMLSelectElement>('country').options, (o) => [o.value, o.text]);
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual(['fr', 'France']);
    expect(countries[0]).toEqual(['', 'Not set']);
  });

  it("shows the check's errors under their fields and sends nothing; an error clears as its field changes", async () => {
    const seen = render(() => undefined);
    type('city', 'x'.repeat(65));
    type('website', 'ftp://anna.example');
    await submit(0);
    expect(errorOf('city')).toBe('Max length 64');
    expect(errorOf('website')).toBe('Invalid link');
    expect(seen).toHaveLength(0);
    type('city', 'Paris');
    expect(errorOf('city')).toBeUndefined();
  });

  it('posts act=edit with the changed fields and takes the saved profile', async () => {
    const seen = render(() => ({ status: 200, body: { ok: true, user: testProfile({ user_id: 7, username: 'anna', city: 'Paris', gender: 2 }) } }));
    type('city', 'Paris');
    await submit(0);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/member.php', fields: { act: 'edit', city: 'Paris' } });
    expect(Object.keys(seen[0].fields).sort()).toEqual(['act', 'city']);
    expect(shown()).toEqual(['Your profile is saved']);
    expect(currentSession().profile?.city).toBe('Paris');
  });

  it("shows the server's refusal under its field", async () => {
    render(() => ({ status: 400, body: { error: true, code: 'invalid_link', errors: [{ field: 'website', code: 'invalid_link' }] } }));
    type('website', 'https://bad.example/');
    await submit(0);
    expect(errorOf('website')).toBe('Invalid link');
  });
});

describe('avatar and cover', () => {
  it('refuses a picture under 1250x250 in the browser, with the notification, and sends nothing', async () => {
    decoded = { width: 1249, height: 300 };
    const seen = render(() => undefined);
    await pick('u_ava', png());
    expect(shown()).toEqual(['The image is too small: it must be at least 1250x250']);
    expect(seen).toHaveLength(0);
  });

  it('sends a big enough picture as multipart section=u_ava and shows it', async () => {
    const seen = render(() => ({ status: 200, body: { ok: true, avatar: '/media/avatars/7.jpg' } }));
    await pick('u_ava', png());
    expect(seen).toHaveLength(1);
    const body = seen[0].body as FormData;
    expect(body.get('section')).toBe('u_ava');
    expect((body.get('file') as File).name).toBe('me.png');
    expect(currentSession().profile?.avatar).toBe('/media/avatars/7.jpg');
    expect(shown()).toEqual(['Your avatar is changed']);
  });

  it.each([
    ['image_too_small', 'The image is too small: it must be at least 1250x250'],
    ['error_resizing_image', 'Error resizing image'],
    ['failed_to_load_image', 'Failed to load image'],
  ])("shows the server's %s as a notification", async (code, words) => {
    render(() => ({ status: 400, body: { error: true, code, errors: [{ field: 'notify', code }] } }));
    await pick('u_cover', png());
    expect(shown()).toEqual([words]);
  });
});

describe('change password', () => {
  it('checks the new password, then posts act=password', async () => {
    const seen = render(() => ({ status: 200, body: { ok: true } }));
    type('old_pwd', 'secret1');
    type('new_pwd', 'four');
    await submit(1);
    expect(errorOf('new_pwd')).toBe('Min length 5');
    type('new_pwd', 'secret2');
    await submit(1);
    expect(seen[0]).toMatchObject({ path: '/api/member.php', fields: { act: 'password', old_pwd: 'secret1', new_pwd: 'secret2' } });
    expect(shown()).toEqual(['Your password is changed']);
  });

  it('shows a wrong current password under its field', async () => {
    render(() => ({ status: 400, body: { error: true, code: 'invalid_password', errors: [{ field: 'old_pwd', code: 'invalid_password' }] } }));
    type('old_pwd', 'wrong-one');
    type('new_pwd', 'secret2');
    await submit(1);
    expect(errorOf('old_pwd')).toBe('Invalid password');
  });
});
