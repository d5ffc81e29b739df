// The age policy in the settings form: the mode of every place not named, then one rule per
// country (`GB`) or region (`US-TX`). A region's rule wins over its country's.
import { AGE_MODES, AGE_PLACES_MAX, type AgeMode, type AgePlaceRule, type AgePolicy } from '@reel/api/settings';
import { useContext, useId } from 'react';
import { t } from '../text';
import { ADMIN_SETTINGS_TEXT } from '../text/adminSettings';
import { ErrorsContext, Field, FieldError, ListEditor } from './settingsFields';

function ModeSelect({ field, value, onChange }: { field: string; value: AgeMode; onChange: (mode: AgeMode) => void }) {
  const id = useId();
  const code = useContext(ErrorsContext)[field];
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.age.mode')}</label>
      <select id={id} value={value} onChange={(e) => onChange(AGE_MODES.find((m) => m === e.target.value) ?? 'declare')}>
        {AGE_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(ADMIN_SETTINGS_TEXT, `admin.settings.age.mode.${mode}`)}
          </option>
        ))}
      </select>
      <FieldError code={code} />
    </div>
  );
}

export function AgePolicyEditor({ policy, onChange }: { policy: AgePolicy; onChange: (policy: AgePolicy) => void }) {
  return (
    <fieldset className="admin-settings__group">
      <legend>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.age')}</legend>
      <p>{t(ADMIN_SETTINGS_TEXT, 'admin.settings.age.help')}</p>
      <ModeSelect field="agePolicy.default" value={policy.default} onChange={(mode) => onChange({ ...policy, default: mode })} />
      <ListEditor
        field="agePolicy.places"
        legend={t(ADMIN_SETTINGS_TEXT, 'admin.settings.age.places', { max: AGE_PLACES_MAX })}
        items={policy.places}
        max={AGE_PLACES_MAX}
        make={(): AgePlaceRule => ({ place: '', mode: 'verify' })}
        onChange={(places) => onChange({ ...policy, places })}
      >
        {(rule, i, update) => (
          <>
            <Field
              field={`agePolicy.places.${i}.place`}
              label={t(ADMIN_SETTINGS_TEXT, 'admin.settings.age.place')}
              value={rule.place}
              onChange={(place) => update({ ...rule, place })}
            />
            <ModeSelect field={`agePolicy.places.${i}.mode`} value={rule.mode} onChange={(mode) => update({ ...rule, mode })} />
          </>
        )}
      </ListEditor>
    </fieldset>
  );
}
