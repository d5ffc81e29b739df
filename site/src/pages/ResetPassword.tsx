// `/reset-password/?token=…`: where the mailed password reset link leads. Opening it changes
// nothing (mail scanners open links too); only submitting the form sets the password. The token
// leaves the address as soon as the page reads it, so it is neither in the history nor in the
// Referer of anything the page asks for afterwards, and the page asks that no referrer be sent.
import { SIGNIN_PAGE } from '@reel/api';
import { RESET_TOKEN_PARAM } from '@reel/api/pages';
import { ApiRequestError, ENDPOINT, isApiError } from '@reel/api/endpoints';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { api } from '../api';
import { listErrors, type FieldErrors } from '../members/signIn';
import { loginErrorText } from '../modals/Login';
import { openModal } from '../modals/store';
import { textIn, t } from '../text';
import { MEMBER_TEXT } from '../text/members';
import { PAGE_TEXT } from '../text/pages';
import { RESET_PASSWORD_TEXT } from '../text/resetPassword';
import { AccountForm, Field } from './AccountForm';
import { passwordRule } from './signupRules';
import './pages.css';

/** Keeps the token for a reload of the page, once it has left the address. */
const TOKEN_KEY = 'reset_password_token';

function storedToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Without storage a reload needs the link again.
  }
}

/** The token of the address, else of an earlier visit in this tab; '' for none. */
function useResetToken(): string {
  const location = useLocation();
  const navigate = useNavigate();
  const fromAddress = new URLSearchParams(location.search).get(RESET_TOKEN_PARAM);
  const [token] = useState(() => fromAddress ?? storedToken());
  useEffect(() => {
    if (fromAddress === null) return;
    storeToken(fromAddress);
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [fromAddress, location.pathname, navigate]);
  // No request the page makes, nor a link followed from it, carries this address in its Referer.
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  return token;
}

type Field2 = 'pwd' | 'pwd2';
type Errors = Partial<Record<Field2 | 'tok' | 'form', string>>;

/** `act=reset, tok, pwd`: null when the password is set, else the errors by field. */
async function submitReset(tok: string, pwd: string): Promise<FieldErrors | null> {
  try {
    const answer = await api.call(ENDPOINT.signupReset, { tok, pwd });
    return answer.ok ? null : listErrors(answer);
  } catch (err) {
    const body = err instanceof ApiRequestError ? err.body : undefined;
    const errors = listErrors(body);
    if (Object.keys(errors).length) return errors;
    return { form: isApiError(body) ? body.code : 'system_error' };
  }
}

function errorText(code: string): string {
  if (code === 'mismatch') return t(RESET_PASSWORD_TEXT, 'reset_password.er.mismatch');
  return textIn([PAGE_TEXT, MEMBER_TEXT], `component.signup.er.${code}`) ?? loginErrorText(code);
}

/** The link is spent, expired or not ours: say so, and offer to ask again. */
function LinkFailed({ code }: { code: string }) {
  return (
    <section className="account">
      <h1 className="page__title">{t(RESET_PASSWORD_TEXT, 'reset_password.failed_title')}</h1>
      <p role="alert">
        {t(RESET_PASSWORD_TEXT, code === 'invalid_link' ? 'reset_password.er.invalid_link' : 'reset_password.er.link_expired')}
      </p>
      <button type="button" className="button button--accent" onClick={() => openModal('Login', { mode: 'restore' })}>
        {t(RESET_PASSWORD_TEXT, 'reset_password.ask_again')}
      </button>
    </section>
  );
}

export function ResetPassword() {
  const token = useResetToken();
  const [values, setValues] = useState<Record<Field2, string>>({ pwd: '', pwd2: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  if (!token) return <LinkFailed code="link_expired" />;
  if (errors.tok) return <LinkFailed code={errors.tok} />;
  if (done) {
    return (
      <section className="account">
        <h1 className="page__title">{t(RESET_PASSWORD_TEXT, 'reset_password.done_title')}</h1>
        <p>{t(RESET_PASSWORD_TEXT, 'reset_password.done')}</p>
        <Link to={SIGNIN_PAGE} className="button button--accent">
          {t(RESET_PASSWORD_TEXT, 'reset_password.signin')}
        </Link>
      </section>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rule = passwordRule(values.pwd);
    const found: Errors = rule ? { pwd: rule } : values.pwd2 !== values.pwd ? { pwd2: 'mismatch' } : {};
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const refused = await submitReset(token, values.pwd);
    setBusy(false);
    if (refused) return setErrors(refused);
    storeToken(null);
    setDone(true);
  };
  const field = (name: Field2) => ({
    name,
    value: values[name],
    error: errors[name] && errorText(errors[name]),
    onChange: (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setErrors((prev) => ({ ...prev, [name]: undefined, form: undefined }));
    },
  });
  return (
    <AccountForm
      title={t(RESET_PASSWORD_TEXT, 'reset_password.title')}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={t(RESET_PASSWORD_TEXT, 'reset_password.submit')}
      error={errors.form ? errorText(errors.form) : null}
    >
      <Field label={t(RESET_PASSWORD_TEXT, 'reset_password.pwd')} type="password" autoComplete="new-password" {...field('pwd')} />
      <Field label={t(RESET_PASSWORD_TEXT, 'reset_password.pwd2')} type="password" autoComplete="new-password" {...field('pwd2')} />
      <p className="form__links">
        <Link to={SIGNIN_PAGE}>{t(RESET_PASSWORD_TEXT, 'reset_password.signin')}</Link>
      </p>
    </AccountForm>
  );
}
