// What the member pages share: whose area it is, the states of a loaded list, its pagination, and
// the delete button a member's own thumbnails carry.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { Notice } from '../components/Notice';
import { Pagination } from '../lists/Pagination';
import { useSession } from '../shell/session';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { SOCIAL_TEXT } from '../text/social';
import type { Remote } from './remote';
import './social.css';

export interface MemberArea {
  /** The member whose area this is (`/members/{id}/…`). */
  ownerId: number;
  page: number;
  /** The signed-in member looks at their own area: only then are there delete buttons. */
  own: boolean;
  viewerId: number | null;
}

/** The route gives `{id, page}`; a missing or odd page is page 1. */
export function useMemberArea(): MemberArea {
  const { id, page } = useParams();
  const { user } = useSession();
  const ownerId = Number(id);
  const pageNumber = Number(page);
  return {
    ownerId,
    page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    own: user !== null && user.user_id === ownerId,
    viewerId: user?.user_id ?? null,
  };
}

/** Loading, 'You do not have permission to view.', a failure, or the loaded value. */
export function RemoteView<T>({ remote, children }: { remote: Remote<T>; children: (value: T) => ReactNode }) {
  switch (remote.state) {
    case 'loading':
      return <Loading />;
    case 'denied':
      return <Notice text={t(LIST_TEXT, 'listing.denied')} icon="!" tone="error" />;
    case 'failed':
      return <Notice text={t(SOCIAL_TEXT, 'social.loading_failed')} icon="!" tone="error" />;
    case 'ready':
      return <>{children(remote.value)}</>;
  }
}

export function MemberHeading({ text }: { text: string }) {
  return <h2 className="social-heading">{text}</h2>;
}

/** An empty list says so; otherwise its items and the numbered pagination. */
export function PagedList({
  count,
  total,
  page,
  pageSize,
  children,
}: {
  count: number;
  total: number;
  page: number;
  pageSize: number;
  children: ReactNode;
}) {
  if (count === 0) return <Notice text={t(LIST_TEXT, 'listing.empty')} />;
  return (
    <>
      {children}
      <Pagination page={page} total={total} pageSize={pageSize} />
    </>
  );
}

/** A thumbnail with a delete button over its corner; without `onDelete` just the thumbnail. */
export function Deletable({
  label,
  onDelete,
  busy,
  children,
}: {
  label: string;
  onDelete?: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  if (!onDelete) return <>{children}</>;
  return (
    <div className="social-deletable">
      {children}
      <button type="button" className="social-deletable__button" aria-label={label} title={label} onClick={onDelete} disabled={busy}>
        ×
      </button>
    </div>
  );
}
