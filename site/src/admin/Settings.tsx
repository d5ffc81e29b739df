// The site settings (admins only): every setting in one form, lists with add, remove and reorder.
// The shared validator checks the whole object before it is sent, and the server checks it again;
// either way each refused field shows its reason beside it. Moderators get a note instead.
import {
  AD_KINDS,
  AD_SLOT_NAMES,
  checkSettings,
  IFRAME_HOSTS_MAX,
  PARTNER_ITEMS_MAX,
  PREROLL_ENGINES,
  PREROLL_TAGS_MAX,
  PROMO_LINKS_MAX,
  SETTINGS_LIFETIME_S,
  SISTER_SITES_MAX,
  type AdContent,
  type AdSlotName,
  type ErrorEntry,
  type ExternalLink,
  type Preroll,
  type PromoItem,
  type PromoLink,
  type SiteSettings,
} from '@reel/api';
import { createContext, useContext, useId, useState, type FormEvent, type ReactNode } from 'react';
import { hasText, t, type TextKey } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { AdminCallError, adminApi } from './api';
import { errorText as callErrorText } from './format';
import { isAdmin, useStaff } from './staff';
import { LoadState, OutcomeLine, type Outcome } from './ui';
import { useAdminData } from './useAdminData';

/** Field path (`sisterSites.2.url`) → the code that refused it. */
type Errors = Readonly<Record<string, string>>;
const ErrorsContext = createContext<Errors>({});

const byField = (errors: readonly ErrorEntry[]): Errors => Object.fromEntries(errors.map((e) => [e.field ?? '', e.code]));

function fieldErrorText(code: string): string {
  const key = `admin.settings.error.${code}`;
  return hasText(ADMIN_TEXT, key) ? t(ADMIN_TEXT, key) : t(ADMIN_TEXT, 'admin.settings.error.invalid_value');
}

function FieldError({ id, code }: { id?: string; code: string | undefined }) {
  return code ? (
    <p id={id} className="admin-outcome__text admin-outcome__text--error">
      {fieldErrorText(code)}
    </p>
  ) : null;
}

/** One input with its label and, when the last check refused it, the reason. */
function Field(props: { field: string; label: string; value: string; onChange: (value: string) => void; type?: 'text' | 'email' | 'url' }) {
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
function ListEditor<T>({ field, legend, items, max, make, onChange, children }: ListProps<T>) {
  const code = useContext(ErrorsContext)[field];
  const what = t(ADMIN_TEXT, 'admin.settings.item');
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
                aria-label={t(ADMIN_TEXT, 'admin.settings.up', { what, n: i + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="admin-button"
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={t(ADMIN_TEXT, 'admin.settings.down', { what, n: i + 1 })}
              >
                ↓
              </button>
              <button type="button" className="admin-button" onClick={() => onChange(items.filter((_, k) => k !== i))}>
                {t(ADMIN_TEXT, 'admin.settings.remove', { what, n: i + 1 })}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="admin-button" disabled={items.length >= max} onClick={() => onChange([...items, make()])}>
        {t(ADMIN_TEXT, 'admin.settings.add')}
      </button>
    </fieldset>
  );
}

function LinkFields({ field, link, onChange }: { field: string; link: ExternalLink; onChange: (link: ExternalLink) => void }) {
  return (
    <>
      <Field
        field={`${field}.url`}
        label={t(ADMIN_TEXT, 'admin.settings.url')}
        value={link.url}
        onChange={(url) => onChange({ ...link, url })}
      />
      <Field
        field={`${field}.label`}
        label={t(ADMIN_TEXT, 'admin.settings.label')}
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

function SlotEditor({
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
  const text = (key: 'href' | 'src' | 'alt' | 'title' | 'text', label: TextKey<typeof ADMIN_TEXT>) =>
    ad && key in ad ? (
      <Field
        field={`${f}.${key}`}
        label={t(ADMIN_TEXT, label)}
        value={(ad as unknown as Record<string, string>)[key]}
        onChange={(value) => onChange({ ...ad, [key]: value } as AdContent)}
      />
    ) : null;
  return (
    <fieldset className="admin-settings__slot">
      <legend>{name}</legend>
      <div className="admin-field">
        <label htmlFor={id}>{t(ADMIN_TEXT, 'admin.settings.slot.kind', { slot: name })}</label>
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
              {t(ADMIN_TEXT, `admin.settings.kind.${k}`)}
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

function PrerollEditor({ preroll, onChange }: { preroll: Preroll | null; onChange: (preroll: Preroll | null) => void }) {
  const id = useId();
  return (
    <fieldset className="admin-settings__group">
      <legend>{t(ADMIN_TEXT, 'admin.settings.preroll')}</legend>
      <label className="admin-check">
        <input type="checkbox" checked={preroll !== null} onChange={(e) => onChange(e.target.checked ? NEW_PREROLL : null)} />{' '}
        {t(ADMIN_TEXT, 'admin.settings.preroll.on')}
      </label>
      {preroll && (
        <>
          <div className="admin-field">
            <label htmlFor={id}>{t(ADMIN_TEXT, 'admin.settings.preroll.engine')}</label>
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
            legend={t(ADMIN_TEXT, 'admin.settings.preroll.tags', { max: PREROLL_TAGS_MAX })}
            items={preroll.tags}
            max={PREROLL_TAGS_MAX}
            make={() => ''}
            onChange={(tags) => onChange({ ...preroll, tags })}
          >
            {(tag, i, set) => (
              <Field field={`preroll.tags.${i}`} label={t(ADMIN_TEXT, 'admin.settings.preroll.tag')} value={tag} onChange={set} />
            )}
          </ListEditor>
          <Field
            field="preroll.stats_url"
            label={t(ADMIN_TEXT, 'admin.settings.preroll.stats_url')}
            value={preroll.stats_url}
            onChange={(stats_url) => onChange({ ...preroll, stats_url })}
          />
          <Field
            field="preroll.out_name"
            label={t(ADMIN_TEXT, 'admin.settings.preroll.out_name')}
            value={preroll.out_name}
            onChange={(out_name) => onChange({ ...preroll, out_name })}
          />
          <Field
            field="preroll.cisai"
            label={t(ADMIN_TEXT, 'admin.settings.preroll.cisai')}
            value={preroll.cisai}
            onChange={(cisai) => onChange({ ...preroll, cisai })}
          />
        </>
      )}
    </fieldset>
  );
}

const LINKS = ['liveCams', 'directory', 'studio', 'webmasters', 'rtaLabel'] as const;

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const [draft, setDraft] = useState<SiteSettings>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const set = <K extends keyof SiteSettings>(key: K, value: SiteSettings[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSettings(draft);
    if (!checked.ok) {
      setErrors(byField(checked.errors));
      setOutcome({ tone: 'error', text: t(ADMIN_TEXT, 'admin.settings.invalid') });
      return;
    }
    setErrors({});
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await adminApi.saveSettings(checked.value);
      setDraft(answer.settings);
      setOutcome({ tone: 'ok', text: t(ADMIN_TEXT, 'admin.settings.saved', { seconds: SETTINGS_LIFETIME_S }) });
    } catch (err) {
      const code = err instanceof AdminCallError ? err.code : 'system_error';
      if (err instanceof AdminCallError) setErrors(byField(err.errors));
      setOutcome({ tone: 'error', text: callErrorText(code) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ErrorsContext.Provider value={errors}>
      <form className="admin-settings" onSubmit={(e) => void save(e)} noValidate>
        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_TEXT, 'admin.settings.links')}</legend>
          {LINKS.map((key) => (
            <fieldset key={key} className="admin-settings__link">
              <legend>{t(ADMIN_TEXT, `admin.settings.link.${key}`)}</legend>
              <LinkFields field={key} link={draft[key]} onChange={(link) => set(key, link)} />
            </fieldset>
          ))}
        </fieldset>

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_TEXT, 'admin.settings.contact')}</legend>
          <Field
            field="contactEmail"
            type="email"
            label={t(ADMIN_TEXT, 'admin.settings.contactEmail')}
            value={draft.contactEmail}
            onChange={(v) => set('contactEmail', v)}
          />
          <Field
            field="recaptchaSiteKey"
            label={t(ADMIN_TEXT, 'admin.settings.recaptchaSiteKey')}
            value={draft.recaptchaSiteKey}
            onChange={(v) => set('recaptchaSiteKey', v)}
          />
        </fieldset>

        <ListEditor
          field="sisterSites"
          legend={t(ADMIN_TEXT, 'admin.settings.sisterSites', { max: SISTER_SITES_MAX })}
          items={draft.sisterSites}
          max={SISTER_SITES_MAX}
          make={(): ExternalLink => ({ url: '', label: '' })}
          onChange={(v) => set('sisterSites', v)}
        >
          {(site, i, update) => <LinkFields field={`sisterSites.${i}`} link={site} onChange={update} />}
        </ListEditor>

        <ListEditor
          field="promoLinks"
          legend={t(ADMIN_TEXT, 'admin.settings.promoLinks', { max: PROMO_LINKS_MAX })}
          items={draft.promoLinks}
          max={PROMO_LINKS_MAX}
          make={(): PromoLink => ({ url: '', url_text: '' })}
          onChange={(v) => set('promoLinks', v)}
        >
          {(promo, i, update) => (
            <>
              <Field
                field={`promoLinks.${i}.url`}
                label={t(ADMIN_TEXT, 'admin.settings.url')}
                value={promo.url}
                onChange={(url) => update({ ...promo, url })}
              />
              <Field
                field={`promoLinks.${i}.url_text`}
                label={t(ADMIN_TEXT, 'admin.settings.promo.url_text')}
                value={promo.url_text}
                onChange={(url_text) => update({ ...promo, url_text })}
              />
              <Field
                field={`promoLinks.${i}.selector`}
                label={t(ADMIN_TEXT, 'admin.settings.promo.selector')}
                value={promo.selector ?? ''}
                onChange={(selector) => update({ ...promo, selector })}
              />
              <Field
                field={`promoLinks.${i}.icon.src`}
                label={t(ADMIN_TEXT, 'admin.settings.promo.icon')}
                value={promo.icon?.src ?? ''}
                onChange={(src) => update({ ...promo, icon: { src } })}
              />
              <Field
                field={`promoLinks.${i}.icon_mobile.src`}
                label={t(ADMIN_TEXT, 'admin.settings.promo.icon_mobile')}
                value={promo.icon_mobile?.src ?? ''}
                onChange={(src) => update({ ...promo, icon_mobile: { src } })}
              />
            </>
          )}
        </ListEditor>

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_TEXT, 'admin.settings.partnerWidget')}</legend>
          <Field
            field="partnerWidget.title"
            label={t(ADMIN_TEXT, 'admin.settings.partner.title')}
            value={draft.partnerWidget.title}
            onChange={(title) => set('partnerWidget', { ...draft.partnerWidget, title })}
          />
          <ListEditor
            field="partnerWidget.items"
            legend={t(ADMIN_TEXT, 'admin.settings.partner.items', { max: PARTNER_ITEMS_MAX })}
            items={draft.partnerWidget.items}
            max={PARTNER_ITEMS_MAX}
            make={(): PromoItem => ({ url: '', title: '', thumb: '' })}
            onChange={(items) => set('partnerWidget', { ...draft.partnerWidget, items })}
          >
            {(item, i, update) => (
              <>
                <Field
                  field={`partnerWidget.items.${i}.url`}
                  label={t(ADMIN_TEXT, 'admin.settings.url')}
                  value={item.url}
                  onChange={(url) => update({ ...item, url })}
                />
                <Field
                  field={`partnerWidget.items.${i}.title`}
                  label={t(ADMIN_TEXT, 'admin.settings.item.title')}
                  value={item.title}
                  onChange={(title) => update({ ...item, title })}
                />
                <Field
                  field={`partnerWidget.items.${i}.thumb`}
                  label={t(ADMIN_TEXT, 'admin.settings.item.thumb')}
                  value={item.thumb}
                  onChange={(thumb) => update({ ...item, thumb })}
                />
              </>
            )}
          </ListEditor>
        </fieldset>

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_TEXT, 'admin.settings.adSlots')}</legend>
          <ListEditor
            field="iframeHosts"
            legend={t(ADMIN_TEXT, 'admin.settings.iframeHosts', { max: IFRAME_HOSTS_MAX })}
            items={draft.iframeHosts}
            max={IFRAME_HOSTS_MAX}
            make={() => ''}
            onChange={(v) => set('iframeHosts', v)}
          >
            {(host, i, update) => (
              <Field field={`iframeHosts.${i}`} label={t(ADMIN_TEXT, 'admin.settings.host')} value={host} onChange={update} />
            )}
          </ListEditor>
          {AD_SLOT_NAMES.map((name) => (
            <SlotEditor
              key={name}
              name={name}
              ad={draft.adSlots[name]}
              onChange={(ad) => {
                const slots = { ...draft.adSlots };
                if (ad) slots[name] = ad;
                else delete slots[name];
                set('adSlots', slots);
              }}
            />
          ))}
        </fieldset>

        <PrerollEditor preroll={draft.preroll} onChange={(p) => set('preroll', p)} />

        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--good" disabled={busy}>
            {t(ADMIN_TEXT, 'admin.settings.save')}
          </button>
        </div>
        <OutcomeLine outcome={outcome} />
      </form>
    </ErrorsContext.Provider>
  );
}

function AdminSettings() {
  const data = useAdminData('settings', () => adminApi.settings());
  return (
    <LoadState loaded={data.loaded} reload={data.reload}>
      {(settings) => <SettingsForm initial={settings} />}
    </LoadState>
  );
}

export function Settings() {
  const staff = useStaff();
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.settings.title')}</h1>
      {isAdmin(staff) ? (
        <>
          <p className="admin-muted">{t(ADMIN_TEXT, 'admin.settings.intro', { seconds: SETTINGS_LIFETIME_S })}</p>
          <AdminSettings />
        </>
      ) : (
        <p>{t(ADMIN_TEXT, 'admin.settings.admins_only')}</p>
      )}
    </section>
  );
}
