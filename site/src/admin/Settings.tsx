// The site settings (admins only): every setting in one form, lists with add, remove and reorder.
// The shared validator checks the whole object before it is sent, and the server checks it again;
// either way each refused field shows its reason beside it. Moderators get a note instead.
import { SETTINGS_LIFETIME_S } from '@reel/api';
import {
  AD_SLOT_NAMES,
  checkSettings,
  IFRAME_HOSTS_MAX,
  PARTNER_ITEMS_MAX,
  PROMO_LINKS_MAX,
  REPORT_DUE_DAYS_MAX,
  SISTER_SITES_MAX,
  type ExternalLink,
  type PromoItem,
  type PromoLink,
  type SiteSettings,
} from '@reel/api/settings';
import { useState, type FormEvent } from 'react';
import { t } from '../text';
import { ADMIN_SETTINGS_TEXT } from '../text/adminSettings';
import { AdminCallError, adminApi } from './api';
import { errorText as callErrorText } from './format';
import { isAdmin, useStaff } from './staff';
import { LoadState, OutcomeLine, type Outcome } from './ui';
import { useAdminData } from './useAdminData';
import { AgePolicyEditor } from './AgePolicyEditor';
import { byField, ErrorsContext, Field, LinkFields, ListEditor, PrerollEditor, SlotEditor, type Errors } from './settingsFields';

const LINKS = ['liveCams', 'directory', 'studio', 'webmasters', 'rtaLabel'] as const;

/** The business days to decide a complaint: the text as typed, the number (NaN when not one) for the check. */
function DueDaysField({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const [text, setText] = useState(String(days));
  return (
    <Field
      field="reportDueDays"
      label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.reportDueDays', { max: REPORT_DUE_DAYS_MAX })}
      value={text}
      onChange={(v) => {
        setText(v);
        onChange(/^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN);
      }}
    />
  );
}

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
      setOutcome({ tone: 'error', text: t(ADMIN_SETTINGS_TEXT, 'admin.settings.invalid') });
      return;
    }
    setErrors({});
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await adminApi.saveSettings(checked.value);
      setDraft(answer.settings);
      setOutcome({ tone: 'ok', text: t(ADMIN_SETTINGS_TEXT, 'admin.settings.saved', { seconds: SETTINGS_LIFETIME_S }) });
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
          <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.links')}</legend>
          {LINKS.map((key) => (
            <fieldset key={key} className="admin-settings__link">
              <legend>{t(ADMIN_SETTINGS_TEXT, `admin.settings.link.${key}`)}</legend>
              <LinkFields field={key} link={draft[key]} onChange={(link) => set(key, link)} />
            </fieldset>
          ))}
        </fieldset>

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.contact')}</legend>
          <Field
            field="contactEmail"
            type="email"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.contactEmail')}
            value={draft.contactEmail}
            onChange={(v) => set('contactEmail', v)}
          />
          <Field
            field="recaptchaSiteKey"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.recaptchaSiteKey')}
            value={draft.recaptchaSiteKey}
            onChange={(v) => set('recaptchaSiteKey', v)}
          />
        </fieldset>

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.custodian')}</legend>
          <p className="admin-muted">{t(ADMIN_SETTINGS_TEXT, 'admin.settings.custodian.note')}</p>
          <Field
            field="custodian.name"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.custodian.name')}
            value={draft.custodian.name}
            onChange={(name) => set('custodian', { ...draft.custodian, name })}
          />
          <Field
            field="custodian.address"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.custodian.address')}
            value={draft.custodian.address}
            onChange={(address) => set('custodian', { ...draft.custodian, address })}
          />
        </fieldset>

        <ListEditor
          field="sisterSites"
          legend={t(ADMIN_SETTINGS_TEXT, 'admin.settings.sisterSites', { max: SISTER_SITES_MAX })}
          items={draft.sisterSites}
          max={SISTER_SITES_MAX}
          make={(): ExternalLink => ({ url: '', label: '' })}
          onChange={(v) => set('sisterSites', v)}
        >
          {(site, i, update) => <LinkFields field={`sisterSites.${i}`} link={site} onChange={update} />}
        </ListEditor>

        <ListEditor
          field="promoLinks"
          legend={t(ADMIN_SETTINGS_TEXT, 'admin.settings.promoLinks', { max: PROMO_LINKS_MAX })}
          items={draft.promoLinks}
          max={PROMO_LINKS_MAX}
          make={(): PromoLink => ({ url: '', url_text: '' })}
          onChange={(v) => set('promoLinks', v)}
        >
          {(promo, i, update) => (
            <>
              <Field
                field={`promoLinks.${i}.url`}
                label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.url')}
                value={promo.url}
                onChange={(url) => update({ ...promo, url })}
              />
              <Field
                field={`promoLinks.${i}.url_text`}
                label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.promo.url_text')}
                value={promo.url_text}
                onChange={(url_text) => update({ ...promo, url_text })}
              />
              <Field
                field={`promoLinks.${i}.selector`}
                label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.promo.selector')}
                value={promo.selector ?? ''}
                onChange={(selector) => update({ ...promo, selector })}
              />
              <Field
                field={`promoLinks.${i}.icon.src`}
                label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.promo.icon')}
                value={promo.icon?.src ?? ''}
                onChange={(src) => update({ ...promo, icon: { src } })}
              />
              <Field
                field={`promoLinks.${i}.icon_mobile.src`}
                label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.promo.icon_mobile')}
                value={promo.icon_mobile?.src ?? ''}
                onChange={(src) => update({ ...promo, icon_mobile: { src } })}
              />
            </>
          )}
        </ListEditor>

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.partnerWidget')}</legend>
          <Field
            field="partnerWidget.title"
            label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.partner.title')}
            value={draft.partnerWidget.title}
            onChange={(title) => set('partnerWidget', { ...draft.partnerWidget, title })}
          />
          <ListEditor
            field="partnerWidget.items"
            legend={t(ADMIN_SETTINGS_TEXT, 'admin.settings.partner.items', { max: PARTNER_ITEMS_MAX })}
            items={draft.partnerWidget.items}
            max={PARTNER_ITEMS_MAX}
            make={(): PromoItem => ({ url: '', title: '', thumb: '' })}
            onChange={(items) => set('partnerWidget', { ...draft.partnerWidget, items })}
          >
            {(item, i, update) => (
              <>
                <Field
                  field={`partnerWidget.items.${i}.url`}
                  label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.url')}
                  value={item.url}
                  onChange={(url) => update({ ...item, url })}
                />
                <Field
                  field={`partnerWidget.items.${i}.title`}
                  label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.item.title')}
                  value={item.title}
                  onChange={(title) => update({ ...item, title })}
                />
                <Field
                  field={`partnerWidget.items.${i}.thumb`}
                  label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.item.thumb')}
                  value={item.thumb}
                  onChange={(thumb) => update({ ...item, thumb })}
                />
              </>
            )}
          </ListEditor>
        </fieldset>

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.adSlots')}</legend>
          <ListEditor
            field="iframeHosts"
            legend={t(ADMIN_SETTINGS_TEXT, 'admin.settings.iframeHosts', { max: IFRAME_HOSTS_MAX })}
            items={draft.iframeHosts}
            max={IFRAME_HOSTS_MAX}
            make={() => ''}
            onChange={(v) => set('iframeHosts', v)}
          >
            {(host, i, update) => (
              <Field field={`iframeHosts.${i}`} label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.host')} value={host} onChange={update} />
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

        <fieldset className="admin-settings__group">
          <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.complaints')}</legend>
          <DueDaysField days={draft.reportDueDays} onChange={(v) => set('reportDueDays', v)} />
        </fieldset>
        <AgePolicyEditor policy={draft.agePolicy} onChange={(p) => set('agePolicy', p)} />

        <div className="admin-actions">
          <button type="submit" className="admin-button admin-button--good" disabled={busy}>
            {t(ADMIN_SETTINGS_TEXT, 'admin.settings.save')}
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
      <h1>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.title')}</h1>
      {isAdmin(staff) ? (
        <>
          <p className="admin-muted">{t(ADMIN_SETTINGS_TEXT, 'admin.settings.intro', { seconds: SETTINGS_LIFETIME_S })}</p>
          <AdminSettings />
        </>
      ) : (
        <p>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.admins_only')}</p>
      )}
    </section>
  );
}
