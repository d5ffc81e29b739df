import { useId, type FormEvent, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  type: 'text' | 'email' | 'password';
  name: string;
  value: string;
  /** The error's text, shown under the input and announced with it. */
  error?: string;
  autoComplete: string;
  onChange: (value: string) => void;
}

/** A labelled input whose error is tied to it for assistive technology. */
export function Field({ label, type, name, value, error, autoComplete, onChange }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="form__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface AccountFormProps {
  title: string;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  /** The failure that belongs to no field, shown above the button. */
  error: string | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The sign-in and sign-up pages' frame: heading, fields, the general error, the button. */
export function AccountForm({ title, onSubmit, busy, submitLabel, error, children, footer }: AccountFormProps) {
  return (
    <section className="account">
      <h1 className="page__title">{title}</h1>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {children}
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--accent" disabled={busy}>
          {submitLabel}
        </button>
        {footer}
      </form>
    </section>
  );
}
