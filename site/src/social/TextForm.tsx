// A text area with a submit button: comments, wall posts and messages are written in it. The
// caller sends the text and says what went wrong, which shows under the field.
import { useId, useState, type FormEvent } from 'react';
import { t, type TextKey } from '../text';
import { SOCIAL_TEXT } from '../text/social';

interface TextFormProps {
  label: TextKey<typeof SOCIAL_TEXT>;
  submit: TextKey<typeof SOCIAL_TEXT>;
  placeholder?: TextKey<typeof SOCIAL_TEXT>;
  maxLength?: number;
  /** Resolves to an error text, or null when the text was taken (the field is then emptied). */
  onSend: (text: string) => Promise<string | null>;
}

export function TextForm({ label, submit, placeholder, maxLength, onSend }: TextFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return setError(t(SOCIAL_TEXT, 'comments.er.required'));
    setBusy(true);
    const failure = await onSend(value);
    setBusy(false);
    setError(failure);
    if (failure === null) setText('');
  }

  return (
    <form className="social-form" noValidate onSubmit={(e) => void send(e)}>
      <label htmlFor={id}>{t(SOCIAL_TEXT, label)}</label>
      <textarea
        id={id}
        value={text}
        maxLength={maxLength}
        placeholder={placeholder ? t(SOCIAL_TEXT, placeholder) : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
      />
      {error && (
        <p className="social-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="social-form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t(SOCIAL_TEXT, submit)}
        </button>
      </div>
    </form>
  );
}
