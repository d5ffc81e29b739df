// The search overlay: the header's search field opened over the page.
import { SEARCH_MAX_CHARS, type Suggestion } from '@reel/api';
import { categoryPagePath, channelPagePath, modelPagePath } from '@reel/api/pages';
import { type SuggestionGroups } from '@reel/api/endpoints';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { fullCount } from '../format';
import { t, type TextKey } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { SEARCH_NARROW_QUERY } from './constants';
import { searchOpen } from './layoutState';
import { addSearchHistory } from './searchHistory';
import { isSearchable, searchHref } from './searchRules';
import { useMediaQuery } from './useMediaQuery';
import { useSuggestions, useTrending } from './useSuggestions';

const GROUPS: { key: keyof SuggestionGroups; label: TextKey<typeof SHELL_TEXT>; href: (s: Suggestion) => string }[] = [
  { key: 'keywords', label: 'search.keywords', href: (s) => searchHref(s.title) },
  { key: 'categories', label: 'search.categories', href: (s) => categoryPagePath(s.dir) },
  { key: 'channels', label: 'search.channels', href: (s) => channelPagePath(s.dir) },
  { key: 'models', label: 'search.models', href: (s) => modelPagePath(s.dir) },
];

function Count({ n }: { n: number }) {
  return (
    <span className="search__count">
      {n === 1 ? t(SHELL_TEXT, 'search.one_video') : t(SHELL_TEXT, 'search.videos_count', { n: fullCount(n) })}
    </span>
  );
}

function Suggestions({ groups }: { groups: SuggestionGroups }) {
  const shown = GROUPS.filter((g) => groups[g.key].length > 0);
  if (!shown.length) return <p className="search__empty">{t(SHELL_TEXT, 'search.no_matches')}</p>;
  return (
    <div className="search__groups">
      {shown.map((group) => (
        <section key={group.key} className="search__group">
          <h3>{t(SHELL_TEXT, group.label)}</h3>
          <ul>
            {groups[group.key].map((s) => (
              <li key={`${s.dir}-${s.title}`}>
                <Link to={group.href(s)}>
                  <span>{s.title}</span> <Count n={s.total_videos} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Trending({ enabled }: { enabled: boolean }) {
  const categories = useTrending(enabled);
  if (!categories.length) return null;
  return (
    <section className="search__group">
      <h3>{t(SHELL_TEXT, 'search.trending')}</h3>
      <ul className="search__chips">
        {categories.map((c) => (
          <li key={c.dir}>
            <Link to={categoryPagePath(c.dir)} className="chip">
              {c.title} <Count n={c.total_videos} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SearchPanel() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const narrow = useMediaQuery(SEARCH_NARROW_QUERY);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const groups = useSuggestions(text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!isSearchable(text)) return;
    addSearchHistory(text.trim());
    searchOpen.set(false);
    void navigate(searchHref(text));
  };
  return (
    <div className="search__panel">
      <form role="search" className="search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t(SHELL_TEXT, 'search.label')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="search"
          className="search__input"
          maxLength={SEARCH_MAX_CHARS}
          autoFocus
          autoComplete="off"
          placeholder={t(SHELL_TEXT, 'search.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {narrow && text && (
          <button
            type="button"
            className="search__clear"
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            {t(SHELL_TEXT, 'search.clear')}
          </button>
        )}
        <button type="submit" className="button button--primary">
          {t(SHELL_TEXT, 'search.submit')}
        </button>
        {narrow ? (
          <button type="button" className="search__cancel" onClick={() => searchOpen.set(false)}>
            {t(SHELL_TEXT, 'search.cancel')}
          </button>
        ) : (
          <button type="button" className="search__close" aria-label={t(SHELL_TEXT, 'search.close')} onClick={() => searchOpen.set(false)}>
            ×
          </button>
        )}
      </form>
      <div className="search__results" aria-live="polite">
        {text.trim() === '' ? <Trending enabled /> : groups && <Suggestions groups={groups} />}
      </div>
    </div>
  );
}

export function SearchOverlay() {
  const open = searchOpen.use();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="search"
      aria-label={t(SHELL_TEXT, 'search.label')}
      onClose={() => searchOpen.set(false)}
      onKeyDown={(e) => {
        // A search input eats the first Esc to clear itself; here Esc always closes the overlay.
        if (e.key !== 'Escape') return;
        e.preventDefault();
        searchOpen.set(false);
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) searchOpen.set(false);
      }}
    >
      {open && <SearchPanel />}
    </dialog>
  );
}
