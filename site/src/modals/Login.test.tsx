// The Login modal against the account calls' answers: required on each
// field, errors cleared by their own input, a refusal on its named field with notify.error_login,
// success clearing the stored lang and reloading at the root; restore with the captcha token.
import { act, cleanup, render as renderInDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '../config';
import { navigation } from '../members/signIn';
import { answerWith, restoreFetch, type Answerer } from '../members/testFetch';
import { Login } from './Login';
import { closeModal, modalState, notifications, openModal } from './store';

const realGo = navigation.go;

beforeAll(() => {
  // jsdom has <dialog> without showModal/close: the smallest stand-in of the browser's own.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  navigation.go = vi.fn();
  notifications.set([]);
});

afterEach(() => {
  cleanup();
  closeModal();
  restoreFetch();
  navigation.go = realGo;
  siteConfig.recaptchaSiteKey = '';
  delete window.grecaptcha;
  localStorage.clear();
});

function render(mode?: 'restore', answer: Answerer = () => undefined) {
  const seen = answerWith(answer);
  openModal('Login', mode ? { mode } : {});
  renderInDom(
    <MemoryRouter>
      <Login modal={modalState.get()!} />
    </MemoryRouter>,
  );
  return seen;
}

const LABELS = { usr: 'Username or e-mail', pwd: 'Password', eml: 'E-mail' } as const;
type FieldName = keyof typeof LABELS;

const input = (name: FieldName) => screen.getByLabelText(LABELS[name]);
/** The error a screen reader announces with the field: its accessible description. */
const errorOf = (name: FieldName) => {
  const id = input(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** Types into the field as a user does. */
const type = (name: FieldName, value: string) => userEvent.type(input(name), value);

/** Presses the form's submit button (Log in, or the restore form's) and lets the answer arrive. */
async function submit() {
  await userEvent.click(screen.getByRole('button', { name: /^(Log in|Send)$/ }));
  await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

const refusal = (status: number, code: string) => () => ({
  status,
  body: { success: false, error: true, code, codes: { usr: { field: 'usr', code } } },
});

describe('the Login modal, sign-in', () => {
  it('requires each field, and an error clears when its own input changes', async () => {
    const seen = render();
    await submit();
    expect(errorOf('usr')).toBe('This field is required');
    expect(errorOf('pwd')).toBe('This field is required');
    await type('usr', 'anna');
    expect(errorOf('usr')).toBeUndefined();
    expect(errorOf('pwd')).toBe('This field is required');
    expect(seen).toHaveLength(0);
  });

  it('attaches a refusal to the field it names and notifies notify.error_login', async () => {
    const seen = render(undefined, refusal(401, 'invalid_usr_or_pwd'));
    await type('usr', 'anna');
    await type('pwd', 'wrong-password');
    await submit();
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/login.php', fields: { usr: 'anna', pwd: 'wrong-password' } });
    expect(errorOf('usr')).toBe('Invalid username or password');
    expect(notifications.get().map((n) => n.text)).toEqual(['Incorrect login or password']);
    expect(navigation.go).not.toHaveBeenCalled();
  });

  it.each([
    [429, 'too_many', 'Too many authorization attempts. Try again later.'],
    [403, 'not_confirmed', 'Please confirm your email and try again'],
  ])('shows the %s answer %s as its words, and no incorrect-login notice to contradict them', async (status, code, words) => {
    render(undefined, refusal(status, code));
    await type('usr', 'anna');
    await type('pwd', 'secret1');
    await submit();
    expect(errorOf('usr')).toBe(words);
    expect(notifications.get()).toEqual([]);
  });

  it('tells a suspended member so, instead of the general incorrect-login notice', async () => {
    const seen = render(undefined, () => ({ status: 403, body: { error: true, code: 'banned' } }));
    await type('usr', 'anna');
    await type('pwd', 'secret1');
    await submit();
    expect(seen).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('This account has been suspended. Contact support if you think this is a mistake.');
    expect(errorOf('usr')).toBeUndefined();
    expect(notifications.get()).toEqual([]);
    expect(navigation.go).not.toHaveBeenCalled();
  });

  it('shows the suspension sentence whichever field the server names it on', async () => {
    render(undefined, refusal(403, 'banned'));
    await type('usr', 'anna');
    await type('pwd', 'secret1');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('This account has been suspended. Contact support if you think this is a mistake.');
    expect(errorOf('usr')).toBeUndefined();
  });

  it('gives the general invalid_usr_or_pwd for a short username without asking the server', async () => {
    const seen = render();
    await type('usr', 'an');
    await type('pwd', 'secret1');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Invalid username or password');
    expect(seen).toHaveLength(0);
  });

  it('on success clears the stored lang and reloads at the root', async () => {
    localStorage.setItem('lang', 'en');
    render(undefined, () => ({ status: 200, body: { success: true, user: { user_id: 7, username: 'anna' } } }));
    await type('usr', 'anna');
    await type('pwd', 'secret1');
    await submit();
    expect(localStorage.getItem('lang')).toBeNull();
    expect(navigation.go).toHaveBeenCalledWith('/');
  });
});

describe('the Login modal, restore', () => {
  it('wants an e-mail longer than 3 characters', async () => {
    const seen = render('restore');
    await type('eml', 'a@b');
    await submit();
    expect(errorOf('eml')).toBe('Email entered incorrectly');
    expect(seen).toHaveLength(0);
  });

  it('sends act=restore with an empty token when no captcha is configured, and loads no script', async () => {
    const seen = render('restore', () => ({ status: 200, body: { ok: true } }));
    await type('eml', 'anna@reel.example');
    await submit();
    expect(seen[0]).toMatchObject({ path: '/api/signup.php', fields: { act: 'restore', eml: 'anna@reel.example', tok: '' } });
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    expect(await screen.findByText(/Check your Email/)).toBeDefined();
  });

  it('executes reCAPTCHA v3 for the login action when a site key is configured', async () => {
    siteConfig.recaptchaSiteKey = 'site-key-1';
    const execute = vi.fn(async () => 'token-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const seen = render('restore', () => ({ status: 200, body: { ok: true } }));
    await type('eml', 'anna@reel.example');
    await submit();
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
    expect(seen[0].fields.tok).toBe('token-1');
  });

  it('shows the first returned error under the input', async () => {
    render('restore', () => ({
      status: 404,
      body: { ok: false, error: true, code: 'email_not_found', errors: [{ field: 'eml', code: 'email_not_found' }] },
    }));
    await type('eml', 'nobody@reel.example');
    await submit();
    expect(errorOf('eml')).toBe('User with this e-mail address was not found');
  });
});
