// Upload jobs by state, with the count of each: age, attempts, worker, progress, why one failed;
// a failed or cancelled job can be retried, a queued or failed one cancelled.
import { JOB_STATES, type AdminJob, type JobState } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { age } from './format';
import { withQuery } from './paths';
import { Chip, LoadState, OutcomeLine, Pager, pageOf, useAction, type Tone } from './ui';
import { useAdminData } from './useAdminData';

const RETRYABLE: readonly JobState[] = ['failed', 'cancelled'];
const CANCELLABLE: readonly JobState[] = ['queued', 'failed'];

const stateTone = (state: JobState): Tone =>
  state === 'failed' ? 'bad' : state === 'published' ? 'good' : state === 'queued' || state === 'processing' ? 'info' : 'neutral';

function JobRow({ job, onAnswer }: { job: AdminJob; onAnswer: (job: AdminJob) => void }) {
  const { busy, outcome, run } = useAction();
  const act = async (call: () => Promise<AdminJob>, done: 'admin.jobs.done.retry' | 'admin.jobs.done.cancel') => {
    const answer = await run(call, () => t(ADMIN_TEXT, done, { id: job.job_id }));
    if (answer) onAnswer(answer);
  };
  return (
    <tr>
      <td>#{job.job_id}</td>
      <td>
        {job.video_id ? <Link to={adminPagePath('admin_video', { id: job.video_id })}>{job.title || `#${job.video_id}`}</Link> : job.title}
      </td>
      <td>{job.user || t(ADMIN_TEXT, 'admin.none')}</td>
      <td>
        <Chip tone={stateTone(job.state)}>{t(ADMIN_TEXT, `admin.job.${job.state}`)}</Chip>
      </td>
      <td>{age(job.age_s)}</td>
      <td>{job.attempts}</td>
      <td>{job.worker || t(ADMIN_TEXT, 'admin.none')}</td>
      <td>
        <progress max={100} value={job.progress} aria-label={t(ADMIN_TEXT, 'admin.col.progress')} />{' '}
        {t(ADMIN_TEXT, 'admin.jobs.progress', { n: Math.round(job.progress) })}
      </td>
      <td>
        {job.reason && <div>{job.reason}</div>}
        {job.error && <code className="admin-code">{job.error}</code>}
        {!job.reason && !job.error && t(ADMIN_TEXT, 'admin.none')}
      </td>
      <td>
        <div className="admin-actions">
          {RETRYABLE.includes(job.state) && (
            <button
              type="button"
              className="admin-button"
              disabled={busy}
              onClick={() => void act(() => adminApi.retryJob(job.job_id), 'admin.jobs.done.retry')}
            >
              {t(ADMIN_TEXT, 'admin.jobs.retry')}
            </button>
          )}
          {CANCELLABLE.includes(job.state) && (
            <button
              type="button"
              className="admin-button admin-button--bad"
              disabled={busy}
              onClick={() => void act(() => adminApi.cancelJob(job.job_id), 'admin.jobs.done.cancel')}
            >
              {t(ADMIN_TEXT, 'admin.jobs.cancel')}
            </button>
          )}
        </div>
        <OutcomeLine outcome={outcome} />
      </td>
    </tr>
  );
}

export function Jobs() {
  const [query] = useSearchParams();
  const asked = query.get('state');
  const state: JobState | '' = JOB_STATES.find((s) => s === asked) ?? '';
  const page = pageOf(query);
  const { loaded, reload, set } = useAdminData(`jobs ${state} ${page}`, () => adminApi.jobs(state, page));
  const replace = (job: AdminJob) => set((data) => ({ ...data, items: data.items.map((j) => (j.job_id === job.job_id ? job : j)) }));
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.jobs.title')}</h1>
      <LoadState loaded={loaded} reload={reload}>
        {({ items, total, counts }) => (
          <>
            <nav className="admin-tabs" aria-label={t(ADMIN_TEXT, 'admin.jobs.states')}>
              <Link
                to={adminPagePath('admin_jobs')}
                className={`admin-tab${state === '' ? ' admin-tab--on' : ''}`}
                aria-current={state === '' ? 'page' : undefined}
              >
                {t(ADMIN_TEXT, 'admin.all')}
              </Link>
              {JOB_STATES.map((s) => (
                <Link
                  key={s}
                  to={withQuery(adminPagePath('admin_jobs'), { state: s })}
                  className={`admin-tab${s === state ? ' admin-tab--on' : ''}`}
                  aria-current={s === state ? 'page' : undefined}
                >
                  {t(ADMIN_TEXT, 'admin.jobs.state_count', { state: t(ADMIN_TEXT, `admin.job.${s}`), count: counts[s] ?? 0 })}
                </Link>
              ))}
            </nav>
            {items.length === 0 ? (
              <p>{t(ADMIN_TEXT, 'admin.jobs.empty')}</p>
            ) : (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.job')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.video')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.uploader')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.state')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.age')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.attempts')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.worker')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.progress')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.failure')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((job) => (
                      <JobRow key={job.job_id} job={job} onAnswer={replace} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={page} total={total} path={adminPagePath('admin_jobs')} query={state ? { state } : {}} />
          </>
        )}
      </LoadState>
    </section>
  );
}
