// The account pages against the answers: sign-up refusals on their fields, the e-mail link notices
// of /signin/ (?confirmed=1, ?reset=1, ?error=invalid_link).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerWith, restoreFetch, type Answerer } from '../members/testFetch';
import { SignIn, SignUp } from './Account';

let root: Root | null = null;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  restoreFetch();
});

function render(page: 'signin' | 'signup', path: string, answer: Answerer = () => undefined) {
  const seen = answerWith(answer);
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() => root?.render(<MemoryRouter initialEntries={[path]}>{page === 'signin' ? <SignIn /> : <SignUp />}</MemoryRouter>));
  return seen;
}

const input = (name: string) => host.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const errorOf = (name: string) => {
  const id = input(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

function type(name: string, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input(name), value);
    input(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('/signup/', () => {
  it("shows the server's refusals under their fields", async () => {
    const seen = render('signup', '/signup/', () => ({
      status: 400,
      body: { ok: false, error: true, code: 'usr_taken', errors: [{ field: 'usr', code: 'usr_taken' }, { field: 'eml', code: 'eml_taken' }] },
    }));
    type('usr', 'anna');
    type('eml', 'anna@reel.example');
    type('pwd', 'secret1');
    await submit();
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/signup.php', fields: { usr: 'anna', eml: 'anna@reel.example', pwd: 'secret1' } });
    expect(errorOf('usr')).toBe('This username is already taken');
    expect(errorOf('eml')).toBe('An account with this e-mail address already exists');
    type('usr', 'anna2');
    expect(errorOf('usr')).toBeUndefined();
    expect(errorOf('eml')).toBe('An account with this e-mail address already exists');
  });

  it('says to check the e-mail once the account is made', async () => {
    render('signup', '/signup/', () => ({ status: 200, body: { ok: true } }));
    type('usr', 'anna');
    type('eml', 'anna@reel.example');
    type('pwd', 'secret1');
    await submit();
    expect(host.querySelector('h1')?.textContent).toBe('Check your Email');
  });
});

describe('/signin/', () => {
  it.each([
    ['?confirmed=1', 'Your e-mail address is confirmed. You can sign in now.'],
    ['?reset=1', 'Your password has been reset: we sent the new one to your e-mail address.'],
    ['?error=invalid_link', 'Invalid link'],
  ])('with %s says so', (query, words) => {
    render('signin', `/signin/${query}`);
    expect(host.querySelector('.notice__text')?.textContent).toBe(words);
  });

  it('shows no notice without one', () => {
    render('signin', '/signin/');
    expect(host.querySelector('.notice')).toBeNull();
  });
});
