// The audit log, newest first: who did what to which target, when, why, and the values before and
// after. Filters (action, staff member, target type and id) live in the address, so a filtered view
// can be linked to.
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditAction, type AuditRow, type AuditTarget } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi, type AuditFilters } from './api';
import { compactJson, when } from './format';
import { withQuery } from './paths';
import { consolePathOf, targetText } from './reportWords';
import { LoadState, Pager, pageOf } from './ui';
import { useAdminData } from './useAdminData';

interface Filters {
  action: AuditAction | '';
  actor: string;
  target_type: AuditTarget | '';
  target_id: string;
}

function filtersOf(query: URLSearchParams): Filters {
  const action = query.get('action');
  const type = query.get('target_type');
  return {
    action: AUDIT_ACTIONS.find((a) => a === action) ?? '',
    actor: query.get('actor') ?? '',
    target_type: AUDIT_TARGETS.find((x) => x === type) ?? '',
    target_id: query.get('target_id') ?? '',
  };
}

/** A recorded object reads as one `name: value` line a field; anything else as compact JSON. */
function Value({ value }: { value: unknown }) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    return (
      <ul className="admin-values">
        {entries.map(([name, v]) => (
          <li key={name}>
            <span className="admin-values__name">{name.replace(/_/g, ' ')}</span> <code className="admin-code">{compactJson(v).text}</code>
          </li>
        ))}
      </ul>
    );
  }
  const { text, full } = compactJson(value);
  return (
    <code className="admin-code admin-json" title={full !== text ? full : undefined}>
      {text}
    </code>
  );
}

function TargetCell({ row }: { row: AuditRow }) {
  const label = targetText(row.target_type, row.target_id);
  const path = row.target_type === 'video' || row.target_type === 'member' ? consolePathOf(row.target_type, row.target_id) : null;
  return path ? <Link to={path}>{label}</Link> : <>{label}</>;
}

function FilterForm({ filters }: { filters: Filters }) {
  const ids = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState(filters);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(withQuery(adminPagePath('admin_audit'), { ...form, actor: form.actor.trim(), target_id: form.target_id.trim() }));
  };
  return (
    <form className="admin-filters" aria-label={t(ADMIN_TEXT, 'admin.audit.filters')} onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={`${ids}-a`}>{t(ADMIN_TEXT, 'admin.audit.action')}</label>
        <select id={`${ids}-a`} value={form.action} onChange={(e) => setForm({ ...form, action: e.target.value as Filters['action'] })}>
          <option value="">{t(ADMIN_TEXT, 'admin.all')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(ADMIN_TEXT, `admin.action.${a}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${ids}-w`}>{t(ADMIN_TEXT, 'admin.audit.actor')}</label>
        <input id={`${ids}-w`} value={form.actor} maxLength={64} onChange={(e) => setForm({ ...form, actor: e.target.value })} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${ids}-tt`}>{t(ADMIN_TEXT, 'admin.audit.target_type')}</label>
        <select
          id={`${ids}-tt`}
          value={form.target_type}
          onChange={(e) => setForm({ ...form, target_type: e.target.value as Filters['target_type'] })}
        >
          <option value="">{t(ADMIN_TEXT, 'admin.all')}</option>
          {AUDIT_TARGETS.map((x) => (
            <option key={x} value={x}>
              {t(ADMIN_TEXT, `admin.target.${x}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${ids}-ti`}>{t(ADMIN_TEXT, 'admin.audit.target_id')}</label>
        <input
          id={`${ids}-ti`}
          inputMode="numeric"
          pattern="[0-9]*"
          value={form.target_id}
          onChange={(e) => setForm({ ...form, target_id: e.target.value })}
        />
      </div>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--good">
          {t(ADMIN_TEXT, 'admin.filter')}
        </button>
        <Link className="admin-button" to={adminPagePath('admin_audit')}>
          {t(ADMIN_TEXT, 'admin.clear')}
        </Link>
      </div>
    </form>
  );
}

export function Audit() {
  const [query] = useSearchParams();
  const filters = filtersOf(query);
  const page = pageOf(query);
  const asked: AuditFilters = { ...filters, page };
  const { loaded, reload } = useAdminData(`audit ${JSON.stringify(asked)}`, () => adminApi.audit(asked));
  const kept = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.audit.title')}</h1>
      {/* A new address (a link, the back button) gives the form its filters afresh. */}
      <FilterForm key={query.toString()} filters={filters} />
      <LoadState loaded={loaded} reload={reload}>
        {({ items, total }) =>
          items.length === 0 ? (
            <p>{t(ADMIN_TEXT, 'admin.audit.empty')}</p>
          ) : (
            <>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.when')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.who')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.what')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.target')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.reason')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.before')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((row) => (
                      <tr key={row.audit_id}>
                        <td>{when(row.at)}</td>
                        <td>{row.actor || t(ADMIN_TEXT, 'admin.actor.system')}</td>
                        <td>{t(ADMIN_TEXT, `admin.action.${row.action}`)}</td>
                        <td>
                          <TargetCell row={row} />
                        </td>
                        <td>
                          <span className="admin-prose">{row.reason || t(ADMIN_TEXT, 'admin.none')}</span>
                        </td>
                        <td>
                          <Value value={row.before} />
                        </td>
                        <td>
                          <Value value={row.after} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={total} path={adminPagePath('admin_audit')} query={kept} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
