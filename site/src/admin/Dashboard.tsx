// The numbers of the player's metrics: for a period of UTC days (the last week by default) and the
// whole site or one video, the totals, two charts by day, errors by kind, embeds by host and the most
// viewed videos. The period and the video live in the address, so a view can be shared.
import { isId } from '@reel/api';
import { adminPagePath } from '@reel/api/pages';
import { type AdminStats } from '@reel/api/metrics';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { DASHBOARD_TEXT } from '../text/dashboard';
import { adminApi } from './api';
import { duration, millis, percent, utcDay } from './metricsFormat';
import { withQuery } from './paths';
import { TimeChart, type ChartSeries } from '../components/TimeChart';
import { Fact, LoadState } from './ui';
import { useAdminData } from './useAdminData';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
/** The quick periods offered beside the dates, in days. */
const PRESET_DAYS = [7, 30, 90] as const;
const DEFAULT_DAYS = 7;

interface Period {
  from: string;
  to: string;
  video: string;
}

function periodOf(query: URLSearchParams, now: number): Period {
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const video = query.get('video_id') ?? '';
  const fine = DATE_RE.test(from) && DATE_RE.test(to);
  return {
    from: fine ? from : utcDay(now, DEFAULT_DAYS - 1),
    to: fine ? to : utcDay(now),
    video: isId(video) ? video : '',
  };
}

function PeriodForm({ period, now }: { period: Period; now: number }) {
  const ids = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState(period);
  const [bad, setBad] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const video = form.video.trim();
    if (video !== '' && !isId(video)) return setBad(true);
    setBad(false);
    navigate(withQuery(adminPagePath('admin_dashboard'), { from: form.from, to: form.to, video_id: video }));
  };
  return (
    <form className="admin-filters" aria-label={t(DASHBOARD_TEXT, 'dash.show')} onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={`${ids}-f`}>{t(DASHBOARD_TEXT, 'dash.from')}</label>
        <input id={`${ids}-f`} type="date" required value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${ids}-t`}>{t(DASHBOARD_TEXT, 'dash.to')}</label>
        <input id={`${ids}-t`} type="date" required value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${ids}-v`}>{t(DASHBOARD_TEXT, 'dash.video')}</label>
        <input
          id={`${ids}-v`}
          inputMode="numeric"
          value={form.video}
          aria-invalid={bad || undefined}
          onChange={(e) => setForm({ ...form, video: e.target.value })}
        />
        {bad && <p role="alert">{t(DASHBOARD_TEXT, 'dash.invalid_video')}</p>}
      </div>
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--good">
          {t(DASHBOARD_TEXT, 'dash.show')}
        </button>
        {PRESET_DAYS.map((n) => (
          <Link
            key={n}
            className="admin-button"
            to={withQuery(adminPagePath('admin_dashboard'), { from: utcDay(now, n - 1), to: utcDay(now), video_id: period.video })}
          >
            {t(DASHBOARD_TEXT, 'dash.last', { n })}
          </Link>
        ))}
      </div>
    </form>
  );
}

function Charts({ stats }: { stats: AdminStats }) {
  const days = useMemo(() => stats.days.map((d) => d.day), [stats]);
  const plays = useMemo<ChartSeries[]>(
    () => [
      { label: t(DASHBOARD_TEXT, 'dash.views'), values: stats.days.map((d) => d.views), color: '#3b82f6' },
      { label: t(DASHBOARD_TEXT, 'dash.plays'), values: stats.days.map((d) => d.plays), color: '#16a34a' },
    ],
    [stats],
  );
  const ttff = useMemo<ChartSeries[]>(
    () => [
      { label: t(DASHBOARD_TEXT, 'dash.ttff_p50'), values: stats.days.map((d) => d.ttff_p50_ms), color: '#9333ea' },
      { label: t(DASHBOARD_TEXT, 'dash.ttff_p95'), values: stats.days.map((d) => d.ttff_p95_ms), color: '#dc2626' },
    ],
    [stats],
  );
  return (
    <div className="admin-charts">
      <TimeChart title={t(DASHBOARD_TEXT, 'dash.chart.plays')} days={days} series={plays} />
      <TimeChart title={t(DASHBOARD_TEXT, 'dash.chart.ttff')} days={days} series={ttff} />
    </div>
  );
}

function Figures({ stats }: { stats: AdminStats }) {
  const x = stats.totals;
  return (
    <>
      <h2>{t(DASHBOARD_TEXT, 'dash.figures')}</h2>
      <dl className="admin-facts">
        <Fact label={t(DASHBOARD_TEXT, 'dash.views')}>{x.views.toLocaleString('en')}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.plays')}>{x.plays.toLocaleString('en')}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.watch')}>{duration(x.watch_ms)}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.ttff_p50')}>{millis(x.ttff_p50_ms)}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.ttff_p95')}>{millis(x.ttff_p95_ms)}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.rebuffer_ratio')}>{percent(x.rebuffer_ratio)}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.rebuffers')}>{x.rebuffer_count.toLocaleString('en')}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.ad_fill')}>
          {percent(x.ad_fill_rate)} ({t(DASHBOARD_TEXT, 'dash.ads', { played: x.ads_played, asked: x.ads_asked })})
        </Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.ad_errors')}>{x.ad_errors.toLocaleString('en')}</Fact>
        <Fact label={t(DASHBOARD_TEXT, 'dash.embeds')}>{x.embeds.toLocaleString('en')}</Fact>
      </dl>
      <h2>{t(DASHBOARD_TEXT, 'dash.errors')}</h2>
      <dl className="admin-facts">
        {x.errors.map((e) => (
          <Fact key={e.kind} label={t(DASHBOARD_TEXT, `dash.error.${e.kind}`)}>
            {e.count.toLocaleString('en')} ({t(DASHBOARD_TEXT, 'dash.per_view', { rate: percent(e.per_view) })})
          </Fact>
        ))}
      </dl>
    </>
  );
}

function Hosts({ stats }: { stats: AdminStats }) {
  return (
    <>
      <h2>{t(DASHBOARD_TEXT, 'dash.hosts')}</h2>
      {stats.hosts.length === 0 ? (
        <p>{t(DASHBOARD_TEXT, 'dash.none')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t(DASHBOARD_TEXT, 'dash.col.host')}</th>
              <th scope="col">{t(DASHBOARD_TEXT, 'dash.col.plays')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.hosts.map((h) => (
              <tr key={h.host}>
                <td>{h.host}</td>
                <td>{h.plays.toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function TopVideos({ stats, period }: { stats: AdminStats; period: Period }) {
  if (stats.video_id !== null) return null;
  return (
    <>
      <h2>{t(DASHBOARD_TEXT, 'dash.top')}</h2>
      {stats.top_videos.length === 0 ? (
        <p>{t(DASHBOARD_TEXT, 'dash.none')}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t(DASHBOARD_TEXT, 'dash.col.video')}</th>
              <th scope="col">{t(DASHBOARD_TEXT, 'dash.col.views')}</th>
              <th scope="col">{t(DASHBOARD_TEXT, 'dash.col.plays')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.top_videos.map((v) => (
              <tr key={v.video_id}>
                <td>
                  <Link to={withQuery(adminPagePath('admin_dashboard'), { from: period.from, to: period.to, video_id: v.video_id })}>
                    {v.title || `#${v.video_id}`}
                  </Link>
                </td>
                <td>{v.views.toLocaleString('en')}</td>
                <td>{v.plays.toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function Dashboard() {
  // The day the page was opened: the default period does not move while it is open.
  const [now] = useState(() => Date.now());
  const [query] = useSearchParams();
  const period = periodOf(query, now);
  const videoId = period.video ? Number(period.video) : null;
  const { loaded, reload } = useAdminData(`stats ${period.from} ${period.to} ${period.video}`, () =>
    adminApi.stats(period.from, period.to, videoId),
  );
  return (
    <section className="admin-page">
      <h1>{t(DASHBOARD_TEXT, 'dash.title')}</h1>
      <PeriodForm key={`${period.from} ${period.to} ${period.video}`} period={period} now={now} />
      <p className="admin-muted">
        {videoId === null
          ? t(DASHBOARD_TEXT, 'dash.scope.site', { from: period.from, to: period.to })
          : t(DASHBOARD_TEXT, 'dash.scope.video', { id: videoId, from: period.from, to: period.to })}
      </p>
      <LoadState loaded={loaded} reload={reload}>
        {(stats) => (
          <>
            <Figures stats={stats} />
            <Charts stats={stats} />
            <Hosts stats={stats} />
            <TopVideos stats={stats} period={period} />
          </>
        )}
      </LoadState>
    </section>
  );
}
