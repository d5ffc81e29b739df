// One labelled control of the member forms, its error tied to it for assistive technology.
import { useId } from 'react';
import type { FieldError } from './formCheck';
import { fieldErrorText } from './formCheck';

interface Common {
  label: string;
  name: string;
  value: string;
  error?: FieldError;
  onChange: (value: string) => void;
}

type RowProps = Common &
  (
    | { kind: 'text' | 'url' | 'date' | 'password'; autoComplete?: string }
    | { kind: 'textarea' }
    | { kind: 'select'; options: { value: string; label: string }[]; none: string }
  );

function Control(props: RowProps & { id: string; describedBy?: string }) {
  const shared = {
    id: props.id,
    name: props.name,
    value: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.describedBy,
  };
  if (props.kind === 'textarea') return <textarea {...shared} rows={4} onChange={(e) => props.onChange(e.target.value)} />;
  if (props.kind === 'select') {
    return (
      <select {...shared} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{props.none}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  return <input {...shared} type={props.kind} autoComplete={props.autoComplete} onChange={(e) => props.onChange(e.target.value)} />;
}

export function FormRow(props: RowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form__field">
      <label htmlFor={id}>{props.label}</label>
      <Control {...props} id={id} describedBy={props.error ? errorId : undefined} />
      {props.error && (
        <p id={errorId} className="form__error">
          {fieldErrorText(props.error)}
        </p>
      )}
    </div>
  );
}
