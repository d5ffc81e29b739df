// The review queue: uploads waiting for a moderator, the oldest first, a page at a time.
import { adminPagePath } from '@reel/api/pages';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { clock, statusText, when } from './format';
import { Chip, LoadState, Pager, pageOf } from './ui';
import { useAdminData } from './useAdminData';
import { statusTone } from './videoStatus';

export function ReviewQueue() {
  const [query] = useSearchParams();
  const page = pageOf(query);
  const { loaded, reload } = useAdminData(`review ${page}`, () => adminApi.review(page));
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.review.title')}</h1>
      <p className="admin-muted">{t(ADMIN_TEXT, 'admin.review.hint')}</p>
      <LoadState loaded={loaded} reload={reload}>
        {({ items, total }) =>
          items.length === 0 ? (
            <p>{t(ADMIN_TEXT, 'admin.review.empty')}</p>
          ) : (
            <>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.video')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.uploader')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.duration')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.uploaded')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.status')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.reports')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.video_id}>
                        <td>
                          <Link to={adminPagePath('admin_video', { id: item.video_id })} className="admin-video-cell">
                            {item.thumb && <img src={item.thumb} alt="" width={96} height={54} loading="lazy" />}
                            <span>{item.title}</span>
                          </Link>
                        </td>
                        <td>
                          {item.user ? (
                            <Link to={adminPagePath('admin_member', { id: item.user.user_id })}>{item.user.username}</Link>
                          ) : (
                            t(ADMIN_TEXT, 'admin.none')
                          )}
                        </td>
                        <td>{clock(item.duration)}</td>
                        <td>{when(item.uploaded_at)}</td>
                        <td>
                          <Chip tone={statusTone(item.status_id)}>{statusText(item.status_id)}</Chip>
                        </td>
                        <td>{item.reports > 0 ? <Chip tone="bad">{item.reports}</Chip> : item.reports}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={total} path={adminPagePath('admin_review')} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
