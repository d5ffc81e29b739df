// `/signin/` and `/signup/`: the account forms as pages. The confirmation e-mail's link lands on
// `/signin/?confirmed=1` or `?error=invalid_link`.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { afterSignIn, signIn, signUp, wrongCredentials } from '../members/signIn';
import { loginErrorText } from '../modals/Login';
import { validateLogin, type LoginErrors } from '../modals/loginRules';
import { notify, openModal } from '../modals/store';
import { t, textIn } from '../text';
import { LIST_TEXT } from '../text/lists';
import { MEMBER_TEXT } from '../text/members';
import { MODAL_TEXT } from '../text/modals';
import { PAGE_TEXT } from '../text/pages';
import { SHELL_TEXT } from '../text/shell';
import { AccountForm, Field } from './AccountForm';
import { validateSignup, type SignupErrors, type SignupField } from './signupRules';
import './pages.css';

/** What the address says about the e-mail link that brought the member here. */
function LinkNotice() {
  const [query] = useSearchParams();
  if (query.get('confirmed') === '1') return <Notice text={t(MEMBER_TEXT, 'signin.confirmed')} />;
  if (query.get('error') === 'invalid_link') return <Notice text={t(MEMBER_TEXT, 'signin.invalid_link')} icon="!" tone="error" />;
  return null;
}

export function SignIn() {
  const [usr, setUsr] = useState('');
  const [pwd, setPwd] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(usr, pwd);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await signIn(usr, pwd);
    if (outcome.ok) return afterSignIn();
    setBusy(false);
    setErrors(outcome.errors);
    if (wrongCredentials(outcome)) notify('error', t(SHELL_TEXT, 'notify.error_login'));
  };
  const change = (field: 'usr' | 'pwd', set: (v: string) => void) => (value: string) => {
    set(value);
    setErrors((prev) => ({ ...prev, [field]: undefined, form: undefined }));
  };
  const footer = (
    <p className="form__links">
      <button type="button" className="link-button" onClick={() => openModal('Login', { mode: 'restore' })}>
        {t(MODAL_TEXT, 'component.login.forgot')}
      </button>
      <span>
        {t(MODAL_TEXT, 'component.login.no_account')} <Link to="/signup/">{t(MODAL_TEXT, 'component.login.signup')}</Link>
      </span>
    </p>
  );
  return (
    <>
      <LinkNotice />
      <AccountForm
        title={t(PAGE_TEXT, 'signin.title')}
        onSubmit={(e) => void submit(e)}
        busy={busy}
        submitLabel={t(MODAL_TEXT, 'component.login.submit')}
        error={errors.form ? loginErrorText(errors.form) : null}
        footer={footer}
      >
        <Field
          label={t(MODAL_TEXT, 'component.login.usr')}
          type="text"
          name="usr"
          autoComplete="username"
          value={usr}
          error={errors.usr && loginErrorText(errors.usr)}
          onChange={change('usr', setUsr)}
        />
        <Field
          label={t(MODAL_TEXT, 'component.login.pwd')}
          type="password"
          name="pwd"
          autoComplete="current-password"
          value={pwd}
          error={errors.pwd && loginErrorText(errors.pwd)}
          onChange={change('pwd', setPwd)}
        />
      </AccountForm>
    </>
  );
}

/** `component.signup.er.{code}`, else the sign-in catalogue's text for the same code. */
function signupErrorText(code: string): string {
  return textIn([PAGE_TEXT, MEMBER_TEXT], `component.signup.er.${code}`) ?? loginErrorText(code);
}

/** The sign-up form's state: values, errors by field, the request and its outcome. */
function useSignup() {
  const [values, setValues] = useState<Record<SignupField, string>>({ usr: '', eml: '', pwd: '' });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = { usr: values.usr.trim(), eml: values.eml.trim(), pwd: values.pwd };
    const found = validateSignup(fields.usr, fields.eml, fields.pwd);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const refused = await signUp(fields);
    setBusy(false);
    if (refused) setErrors(refused);
    else setDone(true);
  };
  const field = (name: SignupField) => ({
    name,
    value: values[name],
    error: errors[name] && signupErrorText(errors[name]),
    onChange: (value: string) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setErrors((prev) => ({ ...prev, [name]: undefined, form: undefined }));
    },
  });
  const general = errors.form ? signupErrorText(errors.form) : null;
  return { submit, field, busy, done, general };
}

/** `/signup/`: a new member's username, e-mail and password, shown without header and footer. */
export function SignUp() {
  const { submit, field, busy, done, general } = useSignup();
  if (done) {
    return (
      <section className="account">
        <h1 className="page__title">{t(MODAL_TEXT, 'component.login.check_email')}</h1>
        <p>{t(PAGE_TEXT, 'signup.done')}</p>
        <Link to="/" className="button">
          {t(LIST_TEXT, 'component.404.home')}
        </Link>
      </section>
    );
  }
  const footer = (
    <p className="form__links">
      <Link to="/signin/">{t(PAGE_TEXT, 'signup.have_account')}</Link>
      <Link to="/">{t(LIST_TEXT, 'component.404.home')}</Link>
    </p>
  );
  return (
    <AccountForm
      title={t(PAGE_TEXT, 'signup.title')}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={t(PAGE_TEXT, 'signup.submit')}
      error={general}
      footer={footer}
    >
      <Field label={t(PAGE_TEXT, 'signup.usr')} type="text" autoComplete="username" {...field('usr')} />
      <Field label={t(MODAL_TEXT, 'component.login.eml')} type="email" autoComplete="email" {...field('eml')} />
      <Field label={t(MODAL_TEXT, 'component.login.pwd')} type="password" autoComplete="new-password" {...field('pwd')} />
    </AccountForm>
  );
}
