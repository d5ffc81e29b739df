// The sign-in modal with its restore-password mode.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { BANNED_CODE, bannedText } from '../members/banned';
import { afterSignIn, restorePassword, signIn, wrongCredentials } from '../members/signIn';
import { t, textIn } from '../text';
import { MEMBER_TEXT } from '../text/members';
import { MODAL_TEXT } from '../text/modals';
import { SHELL_TEXT } from '../text/shell';
import { validateLogin, validateRestore, type LoginErrors } from './loginRules';
import { Modal } from './Modal';
import { closeModal, notify, type ModalState } from './store';

/** `component.login.er.{code}` (a suspended account's own sentence for `banned`); a code the catalogue does not know reads as a system error. */
export function loginErrorText(code: string): string {
  if (code === BANNED_CODE) return bannedText();
  return textIn([MODAL_TEXT, MEMBER_TEXT], `component.login.er.${code}`) ?? t(MODAL_TEXT, 'component.login.er.system_error');
}

function Field(props: {
  label: string;
  type: string;
  name: string;
  value: string;
  error?: string;
  autoComplete: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={errorId} className="form__error">
          {loginErrorText(props.error)}
        </p>
      )}
    </div>
  );
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
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
    // Only refused credentials get the general notice; any other refusal is worded on the form alone.
    if (wrongCredentials(outcome)) notify('error', t(SHELL_TEXT, 'notify.error_login'));
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <Field
        label={t(MODAL_TEXT, 'component.login.usr')}
        type="text"
        name="usr"
        autoComplete="username"
        value={usr}
        error={errors.usr}
        onChange={(v) => (setUsr(v), setErrors((p) => ({ ...p, usr: undefined, form: undefined })))}
      />
      <Field
        label={t(MODAL_TEXT, 'component.login.pwd')}
        type="password"
        name="pwd"
        autoComplete="current-password"
        value={pwd}
        error={errors.pwd}
        onChange={(v) => (setPwd(v), setErrors((p) => ({ ...p, pwd: undefined, form: undefined })))}
      />
      {errors.form && (
        <p className="form__error" role="alert">
          {loginErrorText(errors.form)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(MODAL_TEXT, 'component.login.submit')}
      </button>
      <p className="form__links">
        <button type="button" className="link-button" onClick={onForgot}>
          {t(MODAL_TEXT, 'component.login.forgot')}
        </button>
        <span>
          {t(MODAL_TEXT, 'component.login.no_account')}{' '}
          <Link to="/signup/" onClick={closeModal}>
            {t(MODAL_TEXT, 'component.login.signup')}
          </Link>
        </span>
      </p>
    </form>
  );
}

function RestoreForm({ onBack, onSent }: { onBack: () => void; onSent: () => void }) {
  const [eml, setEml] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = validateRestore(eml);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const failed = await restorePassword(eml.trim());
    setBusy(false);
    if (failed) setError(failed);
    else onSent();
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <Field
        label={t(MODAL_TEXT, 'component.login.eml')}
        type="email"
        name="eml"
        autoComplete="email"
        value={eml}
        error={error ?? undefined}
        onChange={(v) => (setEml(v), setError(null))}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {t(MODAL_TEXT, 'component.login.restore_submit')}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t(MODAL_TEXT, 'component.login.back')}
      </button>
    </form>
  );
}

type Mode = 'signin' | 'restore' | 'sent';

/** Opened with `params.mode = 'restore'` it starts in restore mode. */
export function Login({ modal }: { modal: ModalState }) {
  const [mode, setMode] = useState<Mode>(modal.params.mode === 'restore' ? 'restore' : 'signin');
  const title =
    mode === 'signin'
      ? t(MODAL_TEXT, 'component.login.title')
      : mode === 'restore'
        ? t(MODAL_TEXT, 'component.login.restore_title')
        : t(MODAL_TEXT, 'component.login.check_email');
  return (
    <Modal title={title} clickOutside={modal.click_outside} onClose={closeModal}>
      {mode === 'signin' && <SignInForm onForgot={() => setMode('restore')} />}
      {mode === 'restore' && <RestoreForm onBack={() => setMode('signin')} onSent={() => setMode('sent')} />}
      {mode === 'sent' && <p>{t(MODAL_TEXT, 'component.login.check_email_text')}</p>}
    </Modal>
  );
}
