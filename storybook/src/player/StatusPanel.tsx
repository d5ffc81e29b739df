// The player's status under each player story: for people, a short list; for the browser test,
// the whole status as JSON in data-status.
import type { PlayerStatus } from './status';

const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

/** `label` names the player the panel belongs to, where a story shows more than one. */
export function StatusPanel({ status, label }: { status: PlayerStatus; label?: string }) {
  const rows: [string, string][] = [
    ['State', status.state],
    ['Set up', status.ready],
    ['Engine', status.engine || '—'],
    ['Quality', status.quality ? `${status.quality} of ${list(status.qualities)}` : '—'],
    ['Time', `${status.time.toFixed(1)} s`],
    ['Related list', status.related ? 'open' : 'closed'],
    ['Up next', status.upNext || '—'],
    ['Metrics', list(status.metrics)],
    ['Errors', list(status.errors)],
    ['Loaded', list(status.sources)],
    ['File list requests', String(status.fileRequests)],
    ['Story', status.step],
  ];
  if (status.customClicks.length > 0) rows.push(['Custom buttons clicked', list(status.customClicks)]);
  if (status.navigations.length > 0) rows.push(['Navigations', list(status.navigations)]);
  return (
    <section
      className="sb-status"
      aria-label={label ? `Player status: ${label}` : 'Player status'}
      data-testid="player-status"
      data-status={JSON.stringify(status)}
    >
      <dl>
        {rows.map(([name, value]) => (
          <div key={name} className="sb-status__row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
