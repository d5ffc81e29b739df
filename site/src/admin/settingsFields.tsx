// The settings form's fields: one labelled input with its refusal beside it, lists with add,
// remove and reorder, an ad slot's content by kind, and the preroll.
import { type ErrorEntry } from '@reel/api';
import {
  AD_KINDS,
  PREROLL_ENGINES,
  PREROLL_TAGS_MAX,
  type AdContent,
  type AdSlotName,
  type ExternalLink,
  type Preroll,
} from '@reel/api/settings';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { hasText, t, type TextKey } from '../text';
import { ADMIN_SETTINGS_TEXT } from '../text/adminSettings';

/** Field path (`sisterSites.2.url`) → the code that refused it. */
export type Errors = Readonly<Record<string, string>>;
export const ErrorsContext = createContext<Errors>({});

export const byField = (errors: readonly ErrorEntry[]): Errors => Object.fromEntries(errors.map((e) => [e.field ?? '', e.code]));

function fieldErrorText(code: string): string {
  const key = `admin.settings.error.${code}`;
  return hasText(ADMIN_SETTINGS_TEXT, key) ? t(ADMIN_SETTINGS_TEXT, key) : t(ADMIN_SETTINGS_TEXT, 'admin.settings.error.invalid_value');
}

export function FieldError({ id, code }: { id?: string; code: string | undefined }) {
  return code ? (
    <p id={id} className="admin-outcome__text admin-outcome__text--error">
      {fieldErrorText(code)}
    </p>
  ) : null;
}

/** One input with its label and, when the last check refused it, the reason. */
export function Field(props: {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url';
}) {
  const id = useId();
  const code = useContext(ErrorsContext)[props.field];
  return (
    <div className="admin-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        // Type text for addresses too: the shared validator, not the browser's, says what is refused.
        type={props.type === 'email' ? 'email' : 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={code ? true : undefined}
        aria-describedby={code ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} code={code} />
    </div>
  );
}

interface ListProps<T> {
  field: string;
  legend: string;
  items: readonly T[];
  max: number;
  make: () => T;
  onChange: (items: T[]) => void;
  children: (item: T, index: number, set: (item: T) => void) => ReactNode;
}

/** A list with add (up to `max`), remove and move up/down; the order is kept as shown. */
export function ListEditor<T>({ field, legend, items, max, make, onChange, children }: ListProps<T>) {
  const code = useContext(ErrorsContext)[field];
  const what = t(ADMIN_SETTINGS_TEXT, 'admin.settings.item');
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="admin-settings__list">
      <legend>{legend}</legend>
      <FieldError code={code} />
      <ol>
        {items.map((item, i) => (
          // Rows are controlled inputs: their values follow the list, whatever the key.
          <li key={i}>
            {children(item, i, (next) => onChange(items.map((x, k) => (k === i ? next : x))))}
            <div className="admin-actions">
              <button
                type="button"
                className="admin-button"
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.up', { what, n: i + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="admin-button"
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.down', { what, n: i + 1 })}
              >
                ↓
              </button>
              <button type="button" className="admin-button" onClick={() => onChange(items.filter((_, k) => k !== i))}>
                {t(ADMIN_SETTINGS_TEXT, 'admin.settings.remove', { what, n: i + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="admin-button" disabled={items.length >= max} onClick={() => onChange([...items, make()])}>
        {t(ADMIN_SETTINGS_TEXT, 'admin.settings.add')}
      </button>
    </fieldset>
  );
}

export function LinkFields({ field, link, onChange }: { field: string; link: ExternalLink; onChange: (link: ExternalLink) => void }) {
  return (
    <>
      <Field
        field={`${field}.url`}
        label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.url')}
        value={link.url}
        onChange={(url) => onChange({ ...link, url })}
      />
      <Field
        field={`${field}.label`}
        label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.label')}
        value={link.label}
        onChange={(label) => onChange({ ...link, label })}
      />
    </>
  );
}

const EMPTY_AD: Record<AdContent['kind'], AdContent> = {
  image: { kind: 'image', href: '', src: '', alt: '' },
  iframe: { kind: 'iframe', src: '', title: '' },
  house: { kind: 'house', href: '', text: '' },
};

export function SlotEditor({
  name,
  ad,
  onChange,
}: {
  name: AdSlotName;
  ad: AdContent | undefined;
  onChange: (ad: AdContent | undefined) => void;
}) {
  const id = useId();
  const f = `adSlots.${name}`;
  const kind = ad?.kind ?? 'none';
  const slotCode = useContext(ErrorsContext)[f];
  const text = (key: 'href' | 'src' | 'alt' | 'title' | 'text', label: TextKey<typeof ADMIN_SETTINGS_TEXT>) =>
    ad && key in ad ? (
      <Field
        field={`${f}.${key}`}
        label={t(ADMIN_SETTINGS_TEXT, label)}
        value={(ad as unknown as Record<string, string>)[key]}
        onChange={(value) => onChange({ ...ad, [key]: value } as AdContent)}
      />
    ) : null;
  return (
    <fieldset className="admin-settings__slot">
      <legend>{name}</legend>
      <div className="admin-field">
        <label htmlFor={id}>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.slot.kind', { slot: name })}</label>
        <select
          id={id}
          value={kind}
          onChange={(e) => {
            const next = AD_KINDS.find((k) => k === e.target.value);
            onChange(next ? EMPTY_AD[next] : undefined);
          }}
        >
          {(['none', ...AD_KINDS] as const).map((k) => (
            <option key={k} value={k}>
              {t(ADMIN_SETTINGS_TEXT, `admin.settings.kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {text('href', 'admin.settings.ad.href')}
      {text('src', ad?.kind === 'iframe' ? 'admin.settings.ad.iframe_src' : 'admin.settings.ad.src')}
      {text('alt', 'admin.settings.ad.alt')}
      {text('title', 'admin.settings.ad.title')}
      {text('text', 'admin.settings.ad.text')}
      <FieldError code={slotCode} />
    </fieldset>
  );
}

const NEW_PREROLL: Preroll = { engine: 'vast', tags: [''], stats_url: '', out_name: '', cisai: '' };

export function PrerollEditor({ preroll, onChange }: { preroll: Preroll | null; onChange: (preroll: Preroll | null) => void }) {
  const id = useId();
  return (
    <fieldset className="admin-settings__group">
      <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll')}</legend>
      <label className="admin-check">
        <input type="checkbox" checked={preroll !== null} onChange={(e) => onChange(e.target.checked ? NEW_PREROLL : null)} />{' '}
        {t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll.on')}
      </label>
      {preroll && (
        <>
          <div className="admin-field">
            <label htmlFor={id}>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll.engine')}</label>
            <select
              id={id}
              value={preroll.engine}
              onChange={(e) => onChange({ ...preroll, engine: PREROLL_ENGINES.find((x) => x === e.target.value) ?? 'vast' })}
            >
              {PREROLL_ENGINES.map((engine) => (
                <option key={engine} value={engine}>
                  {engine.toUpperCase()}
                </option>
              ))}
            </select>
          </div>
          <ListEditor
            field="preroll.tags"
            legend={t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll.tags', { max: PREROLL_TAGS_MAX })}
            items={preroll.tags}
            max={PREROLL_TAGS_MAX}
            make={() => ''}
            onChange={(tags) => onChange({ ...preroll, tags })}
          >
            {(tag, i, set) => (
              <Field field={`preroll.tags.${i}`} label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll.tag')} value={tag} onChange={set} />
            )}
          </ListEditor>
          <Field
            field="preroll.stats_url"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll.stats_url')}
            value={preroll.stats_url}
            onChange={(stats_url) => onChange({ ...preroll, stats_url })}
          />
          <Field
            field="preroll.out_name"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll.out_name')}
            value={preroll.out_name}
            onChange={(out_name) => onChange({ ...preroll, out_name })}
          />
          <Field
            field="preroll.cisai"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.preroll.cisai')}
            value={preroll.cisai}
            onChange={(cisai) => onChange({ ...preroll, cisai })}
          />
        </>
      )}
    </fieldset>
  );
}
