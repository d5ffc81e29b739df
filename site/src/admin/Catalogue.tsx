// Categories, channels and models (a tab each): find by title, create, rename in place, hide or
// show. Hidden entries stay in the console's list.
import { TAXONOMY_KINDS, TITLE_MAX_CHARS, type AdminTaxonomyItem, type TaxonomyKind } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { withQuery } from './paths';
import { Chip, LoadState, NotFoundHere, OutcomeLine, Pager, pageOf, useAction } from './ui';
import { useAdminData } from './useAdminData';

function ItemRow({ kind, item, onAnswer }: { kind: TaxonomyKind; item: AdminTaxonomyItem; onAnswer: (item: AdminTaxonomyItem) => void }) {
  const ids = useId();
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(item.title);
  const { busy, outcome, run } = useAction();
  const rename = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await run(
      () => adminApi.renameTaxonomy(kind, item.id, title.trim()),
      (next) => t(ADMIN_TEXT, 'admin.catalogue.done.rename', { title: next.title }),
    );
    if (!answer) return;
    setRenaming(false);
    onAnswer(answer);
  };
  const toggle = async () => {
    const answer = await run(
      () => adminApi.setTaxonomyHidden(kind, item.id, !item.hidden),
      (next) => t(ADMIN_TEXT, next.hidden ? 'admin.done.hidden' : 'admin.done.shown'),
    );
    if (answer) onAnswer(answer);
  };
  return (
    <tr>
      <td>
        {renaming ? (
          <form className="admin-inline-form" onSubmit={(e) => void rename(e)}>
            <label htmlFor={`${ids}-t`} className="admin-visually-hidden">
              {t(ADMIN_TEXT, 'admin.catalogue.rename_label', { title: item.title })}
            </label>
            <input id={`${ids}-t`} required maxLength={TITLE_MAX_CHARS} value={title} onChange={(e) => setTitle(e.target.value)} />
            <button type="submit" className="admin-button admin-button--good" disabled={busy}>
              {t(ADMIN_TEXT, 'admin.save')}
            </button>
            <button type="button" className="admin-button" onClick={() => setRenaming(false)}>
              {t(ADMIN_TEXT, 'admin.cancel')}
            </button>
          </form>
        ) : (
          item.title
        )}
      </td>
      <td>
        <code className="admin-code">{item.dir}</code>
      </td>
      <td>{item.videos}</td>
      <td>{item.hidden ? <Chip tone="warn">{t(ADMIN_TEXT, 'admin.hidden')}</Chip> : t(ADMIN_TEXT, 'admin.visible')}</td>
      <td>
        <div className="admin-actions">
          {!renaming && (
            <button
              type="button"
              className="admin-button"
              aria-label={t(ADMIN_TEXT, 'admin.catalogue.rename_label', { title: item.title })}
              onClick={() => {
                setTitle(item.title);
                setRenaming(true);
              }}
            >
              {t(ADMIN_TEXT, 'admin.catalogue.rename')}
            </button>
          )}
          <button type="button" className="admin-button" disabled={busy} onClick={() => void toggle()}>
            {t(ADMIN_TEXT, item.hidden ? 'admin.show' : 'admin.hide')}
          </button>
        </div>
        <OutcomeLine outcome={outcome} />
      </td>
    </tr>
  );
}

function CreateForm({ kind, onCreated }: { kind: TaxonomyKind; onCreated: (item: AdminTaxonomyItem) => void }) {
  const ids = useId();
  const [title, setTitle] = useState('');
  const { busy, outcome, run } = useAction();
  const create = async (e: FormEvent) => {
    e.preventDefault();
    const answer = await run(
      () => adminApi.createTaxonomy(kind, title.trim()),
      (item) => t(ADMIN_TEXT, 'admin.catalogue.done.create', { title: item.title }),
    );
    if (!answer) return;
    setTitle('');
    onCreated(answer);
  };
  return (
    <form className="admin-toolbar" onSubmit={(e) => void create(e)}>
      <label htmlFor={`${ids}-new`}>{t(ADMIN_TEXT, 'admin.catalogue.new')}</label>
      <input id={`${ids}-new`} required maxLength={TITLE_MAX_CHARS} value={title} onChange={(e) => setTitle(e.target.value)} />
      <button type="submit" className="admin-button admin-button--good" disabled={busy}>
        {t(ADMIN_TEXT, 'admin.catalogue.create')}
      </button>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}

/** `asked` as the address writes it: a catalogue list, none for the first, or not found. */
export function Catalogue({ kind: asked }: { kind: string | undefined }) {
  // The first list opens at /admin/catalogue/; an address naming another word is not a list.
  const kind = asked === undefined ? TAXONOMY_KINDS[0] : TAXONOMY_KINDS.find((k) => k === asked);
  return kind ? <CatalogueList key={kind} kind={kind} /> : <NotFoundHere />;
}

function CatalogueList({ kind }: { kind: TaxonomyKind }) {
  const ids = useId();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const q = query.get('q') ?? '';
  const page = pageOf(query);
  const [text, setText] = useState(q);
  const path = adminPagePath('admin_catalogue', { kind: kind });
  const { loaded, reload, set } = useAdminData(`taxonomy ${kind} ${q} ${page}`, () => adminApi.taxonomy(kind, q, page));
  const replace = (item: AdminTaxonomyItem) => set((data) => ({ ...data, items: data.items.map((x) => (x.id === item.id ? item : x)) }));
  const added = (item: AdminTaxonomyItem) => set((data) => ({ ...data, items: [item, ...data.items], total: data.total + 1 }));
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(withQuery(path, { q: text.trim() }));
  };
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.catalogue.title')}</h1>
      <nav className="admin-tabs" aria-label={t(ADMIN_TEXT, 'admin.catalogue.kinds')}>
        {TAXONOMY_KINDS.map((k) => (
          <Link
            key={k}
            to={adminPagePath('admin_catalogue', { kind: k })}
            className={`admin-tab${k === kind ? ' admin-tab--on' : ''}`}
            aria-current={k === kind ? 'page' : undefined}
          >
            {t(ADMIN_TEXT, `admin.catalogue.${k}`)}
          </Link>
        ))}
      </nav>
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <label htmlFor={`${ids}-q`}>{t(ADMIN_TEXT, 'admin.catalogue.query')}</label>
        <input id={`${ids}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="admin-button">
          {t(ADMIN_TEXT, 'admin.search')}
        </button>
      </form>
      <CreateForm kind={kind} onCreated={added} />
      <LoadState loaded={loaded} reload={reload}>
        {({ items, total }) =>
          items.length === 0 ? (
            <p>{t(ADMIN_TEXT, 'admin.catalogue.empty')}</p>
          ) : (
            <>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.title')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.dir')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.videos')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.shown')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <ItemRow key={item.id} kind={kind} item={item} onAnswer={replace} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={total} path={path} query={q ? { q } : {}} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
