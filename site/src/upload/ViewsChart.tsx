// The member's own uploads tab: their uploads' daily views over the last weeks, as a small chart
// (GET /api/member/stats, private to the member).
import { ENDPOINT } from '@reel/api/endpoints';
import { useMemo, useState } from 'react';
import { api } from '../api';
import { TimeChart } from '../components/TimeChart';
import { useRemote } from '../social/remote';
import { t } from '../text';
import { DASHBOARD_TEXT } from '../text/dashboard';
import { VIEWS_CHART_DAYS } from './constants';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function ViewsChart() {
  const [now] = useState(() => Date.now());
  const from = day(now - (VIEWS_CHART_DAYS - 1) * DAY_MS);
  const to = day(now);
  const [remote] = useRemote(() => api.call(ENDPOINT.memberViewStats, { from, to }), `${from} ${to}`);
  const stats = remote.state === 'ready' ? remote.value : null;
  const series = useMemo(
    () => (stats ? [{ label: t(DASHBOARD_TEXT, 'dash.views'), values: stats.days.map((d) => d.views), color: '#3b82f6' }] : []),
    [stats],
  );
  const days = useMemo(() => (stats ? stats.days.map((d) => d.day) : []), [stats]);
  if (!stats) return null;
  const total = stats.days.reduce((sum, d) => sum + d.views, 0);
  return (
    <section className="views-chart" aria-label={t(DASHBOARD_TEXT, 'member.views.title')}>
      <p>{t(DASHBOARD_TEXT, 'member.views.total', { n: total.toLocaleString('en'), days: VIEWS_CHART_DAYS })}</p>
      <TimeChart title={t(DASHBOARD_TEXT, 'member.views.title')} days={days} series={series} />
    </section>
  );
}
