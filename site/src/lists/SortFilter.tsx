import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { t, type TextKey } from '../text';
import { LIST_TEXT } from '../text/lists';
import { FILTER_OVERLAY_MAX_PX } from './constants';
import { useMedia } from './useMedia';
import './lists.css';

export interface SortOption {
  value: string;
  label: TextKey<typeof LIST_TEXT>;
  href: string;
}

interface SortFilterProps {
  options: SortOption[];
  current: string;
}

/** Page scrolling stops behind the overlay and comes back as it was when it closes. */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [locked]);
}

function Options({ options, current, onChoose }: SortFilterProps & { onChoose?: () => void }) {
  return (
    <ul className="sort-filter__options">
      {options.map((o) => (
        <li key={o.value}>
          <Link to={o.href} className="sort-filter__option" aria-current={o.value === current ? 'true' : undefined} onClick={onChoose}>
            <span className="sort-filter__check" aria-hidden="true">
              {o.value === current ? '✓' : ''}
            </span>
            {t(LIST_TEXT, o.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sort choice of a list: a panel of options on wide screens; on narrow ones a
 * button that opens an overlay with a title, the options (the current one checked) and Close.
 */
export function SortFilter({ options, current }: SortFilterProps) {
  const narrow = useMedia(`(max-width: ${FILTER_OVERLAY_MAX_PX}px)`);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const shown = narrow && open;
  useScrollLock(shown);
  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    // Keyboard users land back on the button that opened the overlay.
    const button = opener.current;
    return () => {
      window.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [shown]);

  if (!narrow) {
    return (
      <nav className="sort-filter sort-filter--panel" aria-label={t(LIST_TEXT, 'listing.sort')}>
        <Options options={options} current={current} />
      </nav>
    );
  }
  const label = options.find((o) => o.value === current)?.label;
  return (
    <div className="sort-filter">
      <button
        ref={opener}
        type="button"
        className="button sort-filter__open"
        aria-haspopup="dialog"
        aria-expanded={shown}
        onClick={() => setOpen(true)}
      >
        {t(LIST_TEXT, 'listing.sort')}: {label ? t(LIST_TEXT, label) : ''}
      </button>
      {shown && (
        <div className="sort-filter__overlay" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="sort-filter__title">
            {t(LIST_TEXT, 'listing.sort')}
          </h2>
          <Options options={options} current={current} onChoose={() => setOpen(false)} />
          <button type="button" className="button sort-filter__close" onClick={() => setOpen(false)} autoFocus>
            {t(LIST_TEXT, 'listing.close')}
          </button>
        </div>
      )}
    </div>
  );
}
