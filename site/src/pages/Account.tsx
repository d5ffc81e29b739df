import { LOGIN_PATH, SIGNUP_PATH, type ErrorEntry } from '@reel/api';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api';
import { loginErrorText } from '../modals/Login';
import { answerErrors, validateLogin, type LoginErrors } from '../modals/loginRules';
import { notify, openModal } from '../modals/store';
import { LANG_KEY } from '../shell/constants';
import { t, type TextKey } from '../text';
import { PAGE_TEXT } from '../text/pages';
import { AccountForm, Field, requestFailure } from './AccountForm';
import { signupAnswerErrors, validateSignup, type SignupErrors, type SignupField } from './signupRules';
import './pages.css';

interface SignInAnswer {
  success?: boolean;
  error?: boolean;
  codes?: unknown;
}

/** `/signin/`: the sign-in form as a page (spec 000 §4, §5, §8). */
export function SignIn() {
  const [usr, setUsr] = useState('');
  const [pwd, setPwd] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateLogin(usr, pwd);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api.postForm<SignInAnswer>(LOGIN_PATH, { usr, pwd });
      if (answer.success && !answer.error) {
        localStorage.removeItem(LANG_KEY);
        window.location.assign('/');
        return;
      }
      setErrors({ form: 'invalid_usr_or_pwd', ...answerErrors(answer.codes) });
      notify('error', t('notify.error_login'));
    } catch (err) {
      setFailure(requestFailure(err));
    } finally {
      setBusy(false);
    }
  };
  const change = (field: 'usr' | 'pwd', set: (v: string) => void) => (value: string) => {
    set(value);
    setErrors((prev) => ({ ...prev, [field]: undefined, form: undefined }));
  };
  const footer = (
    <p className="form__links">
      <button type="button" className="link-button" onClick={() => openModal('Login', { mode: 'restore' })}>
        {t('component.login.forgot')}
      </button>
      <span>
        {t('component.login.no_account')} <Link to="/signup/">{t('component.login.signup')}</Link>
      </span>
    </p>
  );
  const general = failure ?? (errors.form ? loginErrorText(errors.form) : null);
  return (
    <AccountForm title={t('signin.title')} onSubmit={submit} busy={busy} submitLabel={t('component.login.submit')} error={general} footer={footer}>
      <Field label={t('component.login.usr')} type="text" name="usr" autoComplete="username" value={usr} error={errors.usr && loginErrorText(errors.usr)} onChange={change('usr', setUsr)} />
      <Field label={t('component.login.pwd')} type="password" name="pwd" autoComplete="current-password" value={pwd} error={errors.pwd && loginErrorText(errors.pwd)} onChange={change('pwd', setPwd)} />
    </AccountForm>
  );
}

/** `component.signup.er.{code}`, else the sign-in catalogue's text for the same code. */
function signupErrorText(code: string): string {
  const key = `component.signup.er.${code}`;
  return key in PAGE_TEXT ? t(key as TextKey) : loginErrorText(code);
}

interface SignupAnswer {
  ok?: boolean;
  error?: boolean;
  errors?: ErrorEntry[];
}

/** The sign-up form's state: values, errors by field, the request and its outcome. */
function useSignup() {
  const [values, setValues] = useState<Record<SignupField, string>>({ usr: '', eml: '', pwd: '' });
  const [errors, setErrors] = useState<SignupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fields = { usr: values.usr.trim(), eml: values.eml.trim(), pwd: values.pwd };
    const found = validateSignup(fields.usr, fields.eml, fields.pwd);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api.postForm<SignupAnswer>(SIGNUP_PATH, fields);
      if (answer.ok && !answer.error) setDone(true);
      else setErrors(signupAnswerErrors(answer.errors));
    } catch (err) {
      setFailure(requestFailure(err));
    } finally {
      setBusy(false);
    }
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
  const general = failure ?? (errors.form ? signupErrorText(errors.form) : null);
  return { submit, field, busy, done, general };
}

/** `/signup/`: a new member's username, e-mail and password, shown without header and footer. */
export function SignUp() {
  const { submit, field, busy, done, general } = useSignup();
  if (done) {
    return (
      <section className="account">
        <h1 className="page__title">{t('component.login.check_email')}</h1>
        <p>{t('signup.done')}</p>
        <Link to="/" className="button">
          {t('component.404.home')}
        </Link>
      </section>
    );
  }
  const footer = (
    <p className="form__links">
      <Link to="/signin/">{t('signup.have_account')}</Link>
      <Link to="/">{t('component.404.home')}</Link>
    </p>
  );
  return (
    <AccountForm title={t('signup.title')} onSubmit={submit} busy={busy} submitLabel={t('signup.submit')} error={general} footer={footer}>
      <Field label={t('signup.usr')} type="text" autoComplete="username" {...field('usr')} />
      <Field label={t('component.login.eml')} type="email" autoComplete="email" {...field('eml')} />
      <Field label={t('component.login.pwd')} type="password" autoComplete="new-password" {...field('pwd')} />
    </AccountForm>
  );
}
