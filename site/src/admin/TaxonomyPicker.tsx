// A simple picker of categories or models: the chosen ones, each with a remove button, and a search
// box whose matches (GET /api/admin/taxonomy/{kind}?q=) can be added.
import type { AdminTaxonomyItem, TaxonomyKind } from '@reel/api/moderation';
import { useEffect, useId, useState } from 'react';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { PICKER_DELAY_MS, PICKER_RESULTS_MAX } from './constants';

export interface Picked {
  id: number;
  title: string;
}

interface Props {
  kind: Extract<TaxonomyKind, 'category' | 'model'>;
  label: string;
  value: readonly Picked[];
  onChange: (value: Picked[]) => void;
}

export function TaxonomyPicker({ kind, label, value, onChange }: Props) {
  const ids = useId();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<AdminTaxonomyItem[] | null>(null);
  const q = text.trim();

  useEffect(() => {
    if (!q) return;
    let live = true;
    const timer = setTimeout(() => {
      adminApi.taxonomy(kind, q).then(
        (page) => live && setMatches(page.items),
        () => live && setMatches([]),
      );
    }, PICKER_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kind, q]);

  const chosen = new Set(value.map((p) => p.id));
  const offered = q ? (matches ?? []).filter((m) => !chosen.has(m.id)).slice(0, PICKER_RESULTS_MAX) : [];

  return (
    <fieldset className="admin-picker">
      <legend>{label}</legend>
      <ul className="admin-picker__chosen" aria-label={t(ADMIN_TEXT, 'admin.picker.selected', { kind: label })}>
        {value.length === 0 && <li className="admin-muted">{t(ADMIN_TEXT, 'admin.picker.none')}</li>}
        {value.map((p) => (
          <li key={p.id} className="admin-chip admin-chip--neutral">
            {p.title}{' '}
            <button
              type="button"
              className="admin-picker__remove"
              aria-label={t(ADMIN_TEXT, 'admin.picker.remove', { title: p.title })}
              onClick={() => onChange(value.filter((x) => x.id !== p.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={`${ids}-q`}>{t(ADMIN_TEXT, 'admin.picker.search', { kind: label.toLowerCase() })}</label>
      <input id={`${ids}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      {q && matches !== null && (
        <ul className="admin-picker__matches">
          {offered.length === 0 && <li className="admin-muted">{t(ADMIN_TEXT, 'admin.picker.no_match')}</li>}
          {offered.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="admin-button"
                aria-label={t(ADMIN_TEXT, 'admin.picker.add', { title: m.title })}
                onClick={() => {
                  onChange([...value, { id: m.id, title: m.title }]);
                  setText('');
                  setMatches(null);
                }}
              >
                + {m.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
