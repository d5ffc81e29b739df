// The account pages against the answers: sign-up refusals on their fields, the e-mail link notices
// of /signin/ (?confirmed=1, ?error=invalid_link), and a suspended member's sign-in.
import { act, cleanup, render as renderInDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { answerWith, restoreFetch, type Answerer } from '../members/testFetch';
import { notifications } from '../modals/store';
import { SignIn, SignUp } from './Account';

afterEach(() => {
  cleanup();
  restoreFetch();
});

function render(page: 'signin' | 'signup', path: string, answer: Answerer = () => undefined) {
  const seen = answerWith(answer);
  renderInDom(<MemoryRouter initialEntries={[path]}>{page === 'signin' ? <SignIn /> : <SignUp />}</MemoryRouter>);
  return seen;
}

const LABELS = { usr: 'Username', eml: 'E-mail', pwd: 'Password' } as const;
type FieldName = keyof typeof LABELS;

const input = (name: FieldName) => screen.getByLabelText(LABELS[name]);
/** The error a screen reader announces with the field: its accessible description. */
const errorOf = (name: FieldName) => {
  const id = input(name).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** Replaces what the field holds, as a user clearing it and typing does. */
async function type(name: FieldName, value: string) {
  await userEvent.clear(input(name));
  await userEvent.type(input(name), value);
}

/** Presses Create account and lets the answer arrive. */
async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

describe('/signup/', () => {
  it("shows the server's refusals under their fields", async () => {
    const seen = render('signup', '/signup/', () => ({
      status: 400,
      body: {
        ok: false,
        error: true,
        code: 'usr_taken',
        errors: [
          { field: 'usr', code: 'usr_taken' },
          { field: 'eml', code: 'eml_taken' },
        ],
      },
    }));
    await type('usr', 'anna');
    await type('eml', 'anna@reel.example');
    await type('pwd', 'secret1');
    await submit();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/signup.php',
      fields: { usr: 'anna', eml: 'anna@reel.example', pwd: 'secret1' },
    });
    expect(errorOf('usr')).toBe('This username is already taken');
    expect(errorOf('eml')).toBe('An account with this e-mail address already exists');
    await type('usr', 'anna2');
    expect(errorOf('usr')).toBeUndefined();
    expect(errorOf('eml')).toBe('An account with this e-mail address already exists');
  });

  it('says to check the e-mail once the account is made', async () => {
    render('signup', '/signup/', () => ({ status: 200, body: { ok: true } }));
    await type('usr', 'anna');
    await type('eml', 'anna@reel.example');
    await type('pwd', 'secret1');
    await submit();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your Email');
  });
});

describe('/signin/', () => {
  it.each([
    ['?confirmed=1', 'Your e-mail address is confirmed. You can sign in now.'],
    ['?error=invalid_link', 'Invalid link'],
  ])('with %s says so', (query, words) => {
    render('signin', `/signin/${query}`);
    expect(screen.getByText(words)).toBeDefined();
  });

  it('shows no notice without one', () => {
    render('signin', '/signin/');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('/signin/', () => {
  it('tells a suspended member so, instead of the general incorrect-login notice', async () => {
    notifications.set([]);
    render('signin', '/signin/', () => ({ status: 403, body: { error: true, code: 'banned' } }));
    await userEvent.type(screen.getByLabelText('Username or e-mail'), 'anna');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await act(async () => await new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByText('This account has been suspended. Contact support if you think this is a mistake.')).toBeDefined();
    expect(notifications.get()).toEqual([]);
  });
});
