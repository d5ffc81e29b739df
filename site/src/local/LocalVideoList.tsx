// One page of a browser-local list (watch history, watch later): the site's thumbnails, each with
// a delete button, a clear action and the numbered pagination; the empty message when there is
// nothing, which is also what a browser without a local database shows.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { Notice } from '../components/Notice';
import { VIDEO_PAGE_SIZE } from '../lists/constants';
import { reduce } from '../lists/format';
import { lastPage } from '../lists/paging';
import { Pagination } from '../lists/Pagination';
import { t } from '../text';
import { LOCAL_TEXT } from '../text/local';
import { SITE_TEXT } from '../text/site';
import './local.css';

/** What a thumbnail shows of a local record. */
export interface LocalCard {
  video_id: number;
  href: string;
  title: string;
  picture: string;
  duration: string;
  views: number;
}

export interface LocalVideoListProps {
  /** The whole list, newest first. */
  load: () => Promise<LocalCard[]>;
  remove: (video_id: number) => Promise<boolean>;
  clear: () => Promise<boolean>;
  page: number;
  pageHref: (page: number) => string;
  emptyText: string;
  clearLabel: string;
}

function Card({ card, onRemove }: { card: LocalCard; onRemove: () => void }) {
  return (
    <article className="card local-card">
      <Link to={card.href} className="card__thumb" tabIndex={-1} aria-hidden="true">
        {card.picture ? <img src={card.picture} alt="" loading="lazy" width={320} height={180} /> : <span className="card__blank" />}
        {card.duration && <span className="card__duration">{card.duration}</span>}
      </Link>
      <button
        type="button"
        className="local-card__delete"
        aria-label={t(LOCAL_TEXT, 'local.remove', { title: card.title })}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 className="card__title">
        <Link to={card.href}>{card.title}</Link>
      </h2>
      <p className="card__meta">
        <span className="card__views">{t(SITE_TEXT, 'video.views', { n: reduce(card.views) })}</span>
      </p>
    </article>
  );
}

/** The clear action asks once before it empties the whole list. */
function ClearAction({ label, onClear }: { label: string; onClear: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="button local-list__clear" onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className="local-list__confirm" role="group" aria-label={label}>
      <span>{t(LOCAL_TEXT, 'local.clear_confirm')}</span>
      <button type="button" className="button button--primary" onClick={onClear}>
        {t(LOCAL_TEXT, 'local.clear_yes')}
      </button>
      <button type="button" className="button" onClick={() => setAsking(false)}>
        {t(LOCAL_TEXT, 'local.clear_no')}
      </button>
    </div>
  );
}

export function LocalVideoList({ load, remove, clear, page, pageHref, emptyText, clearLabel }: LocalVideoListProps) {
  const [cards, setCards] = useState<LocalCard[] | null>(null);
  const reload = useCallback(() => {
    let live = true;
    void load().then((list) => live && setCards(list));
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(reload, [reload]);

  if (cards === null) return <Loading />;
  if (cards.length === 0) return <Notice text={emptyText} />;
  // A page emptied by deletes shows the last page that still has videos.
  const shown = Math.min(page, lastPage(cards.length, VIDEO_PAGE_SIZE));
  const slice = cards.slice((shown - 1) * VIDEO_PAGE_SIZE, shown * VIDEO_PAGE_SIZE);
  const after = (action: Promise<boolean>) => void action.then(reload);
  return (
    <>
      <div className="local-list__actions">
        <ClearAction label={clearLabel} onClear={() => after(clear())} />
      </div>
      <ul className="grid">
        {slice.map((card) => (
          <li key={card.video_id}>
            <Card card={card} onRemove={() => after(remove(card.video_id))} />
          </li>
        ))}
      </ul>
      <Pagination page={shown} total={cards.length} pageSize={VIDEO_PAGE_SIZE} pageHref={pageHref} />
    </>
  );
}
