// The edit page: the profile form's checks and its act=edit request, the avatar's size check in
// the browser before anything is sent, the server's image refusals as notifications, the password.
import { act, cleanup, render as renderInDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { currentSession, sessionOf, setSession, SIGNED_OUT_SESSION } from '../shell/session';
import EditPage from './EditPage';
import { answerWith, restoreFetch, type Answerer } from './testFetch';
import { testProfile } from './testProfile';

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
  cleanup();
  restoreFetch();
  globalThis.Image = realImage;
  setSession(SIGNED_OUT_SESSION);
});

function render(answer: Answerer) {
  const seen = answerWith(answer);
  renderInDom(
    <MemoryRouter>
      <EditPage />
    </MemoryRouter>,
  );
  return seen;
}

const LABELS = {
  country: 'Country',
  city: 'City',
  gender: 'Gender',
  age: 'Age',
  birth_date: 'Date of birth',
  relationship: 'Relationship',
  orientation: 'Orientation',
  education: 'Education',
  website: 'Website',
  occupation: 'Occupation',
  interests: 'Interests',
  about_me: 'About me',
  u_ava: 'Avatar',
  u_cover: 'Cover',
  old_pwd: 'Current password',
  new_pwd: 'New password',
} as const;
type FieldName = keyof typeof LABELS;

const field = <T extends HTMLElement>(name: FieldName) => screen.getByLabelText<T>(LABELS[name]);
/** The error a screen reader announces with the field: its accessible description. */
const errorOf = (name: FieldName) => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const shown = () => notifications.get().map((n) => n.text);
const optionsOf = (name: FieldName) => Array.from(field<HTMLSelectElement>(name).options, (o) => o.text);

/** Replaces what the field holds, as a user clearing it and typing does. */
async function type(name: FieldName, value: string) {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), value);
}

/** Lets the answers, the picture's decoding and the renders they cause run. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 5)));
}

const SUBMIT = { profile: 'Save', password: 'Change password' } as const;

async function submit(form: keyof typeof SUBMIT) {
  await userEvent.click(screen.getByRole('button', { name: SUBMIT[form] }));
  await settle();
}

async function pick(section: 'u_ava' | 'u_cover', file: File) {
  await userEvent.upload(field<HTMLInputElement>(section), file);
  await settle();
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('the profile form', () => {
  it('asks for every field of the profile, each value set with its labels', () => {
    render(() => undefined);
    const profile = [
      'country',
      'city',
      'gender',
      'age',
      'birth_date',
      'relationship',
      'orientation',
      'education',
      'website',
      'occupation',
      'interests',
      'about_me',
    ] as const;
    for (const name of profile) expect(field(name).getAttribute('name')).toBe(name);
    expect(optionsOf('gender')).toEqual(['Not set', 'Man', 'Woman', 'Shemale']);
    expect(optionsOf('age')).toEqual(['Not set', '18-21', '22-29', '30-39', '40+']);
    expect(optionsOf('orientation')).toContain('Bisexual');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Gender' }).value).toBe('2');
    // The contract's country list (about 240) by name, after 'Not set'.
    const countries = Array.from(field<HTMLSelectElement>('country').options, (o) => [o.value, o.text]);
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual(['fr', 'France']);
    expect(countries[0]).toEqual(['', 'Not set']);
  });

  it("shows the check's errors under their fields and sends nothing; an error clears as its field changes", async () => {
    const seen = render(() => undefined);
    // A long value is pasted: typing it key by key would only slow the test.
    await userEvent.click(field('city'));
    await userEvent.clear(field('city'));
    await userEvent.paste('x'.repeat(65));
    await type('website', 'ftp://anna.example');
    await submit('profile');
    expect(errorOf('city')).toBe('Max length 64');
    expect(errorOf('website')).toBe('Invalid link');
    expect(seen).toHaveLength(0);
    await type('city', 'Paris');
    expect(errorOf('city')).toBeUndefined();
  });

  it('posts act=edit with the changed fields and takes the saved profile', async () => {
    const seen = render(() => ({
      status: 200,
      body: { ok: true, user: testProfile({ user_id: 7, username: 'anna', city: 'Paris', gender: 2 }) },
    }));
    await type('city', 'Paris');
    await submit('profile');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/member.php', fields: { act: 'edit', city: 'Paris' } });
    expect(Object.keys(seen[0].fields).sort()).toEqual(['act', 'city']);
    expect(shown()).toEqual(['Your profile is saved']);
    expect(currentSession().profile?.city).toBe('Paris');
  });

  it("shows the server's refusal under its field", async () => {
    render(() => ({ status: 400, body: { error: true, code: 'invalid_link', errors: [{ field: 'website', code: 'invalid_link' }] } }));
    await type('website', 'https://bad.example/');
    await submit('profile');
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
    await type('old_pwd', 'secret1');
    await type('new_pwd', 'four');
    await submit('password');
    expect(errorOf('new_pwd')).toBe('Min length 5');
    await type('new_pwd', 'secret2');
    await submit('password');
    expect(seen[0]).toMatchObject({ path: '/api/member.php', fields: { act: 'password', old_pwd: 'secret1', new_pwd: 'secret2' } });
    expect(shown()).toEqual(['Your password is changed']);
  });

  it('shows a wrong current password under its field', async () => {
    render(() => ({
      status: 400,
      body: { error: true, code: 'invalid_password', errors: [{ field: 'old_pwd', code: 'invalid_password' }] },
    }));
    await type('old_pwd', 'wrong-one');
    await type('new_pwd', 'secret2');
    await submit('password');
    expect(errorOf('old_pwd')).toBe('Invalid password');
  });
});
