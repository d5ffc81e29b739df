import { HAIR, HEIGHT, WEIGHT, type Channel, type Model } from '@reel/api';
import { postDate } from '../format';
import { reduce } from '../lists/format';
import { t, type TextKey } from '../text';
import { LIST_TEXT } from '../text/lists';

type Row = [TextKey<typeof LIST_TEXT>, string];

function careerText(model: Model): string {
  const { start, end } = model.info.career;
  if (start && end) return t(LIST_TEXT, 'info.career_years', { start, end });
  return start ? t(LIST_TEXT, 'info.career_since', { year: start }) : '';
}

const valueOf = (set: Record<number, string>, key: number | null): string => (key === null ? '' : (set[key] ?? ''));

function modelRows(model: Model): Row[] {
  const i = model.info;
  const rows: Row[] = [
    ['info.alias', i.alias],
    ['info.age', i.age === null ? '' : String(i.age)],
    ['info.birth_date', i.birth_date ? postDate(`${i.birth_date} 00:00:00`) : ''],
    ['info.ethnicity', i.race],
    ['info.hair', valueOf(HAIR, i.hair)],
    ['info.eyes', i.eye],
    ['info.height', valueOf(HEIGHT, i.height)],
    ['info.weight', valueOf(WEIGHT, i.weight)],
    ['info.measurements', i.measurements],
    ['info.tattoo', i.tattoo],
    ['info.piercing', i.piercing],
    ['info.career', careerText(model)],
  ];
  return rows.filter(([, value]) => value !== '');
}

function channelRows(channel: Channel): Row[] {
  const rows: Row[] = [
    ['info.videos', reduce(channel.statistics.videos ?? 0)],
    ['info.views', reduce(channel.statistics.viewed)],
    ['info.added', channel.post_date ? postDate(channel.post_date) : ''],
  ];
  return rows.filter(([, value]) => value !== '');
}

function Rows({ rows }: { rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <dl className="entry-info__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="entry-info__fact">
          <dt>{t(LIST_TEXT, label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The info tab: what is known of the model or the channel. */
export function EntryInfo({ entry }: { entry: Model | Channel }) {
  const isModel = 'model_id' in entry;
  return (
    <section className="entry-info">
      {entry.description && (
        <>
          <h2 className="entry-info__heading">{t(LIST_TEXT, 'info.description')}</h2>
          <p className="entry-info__text">{entry.description}</p>
        </>
      )}
      <Rows rows={isModel ? modelRows(entry) : channelRows(entry)} />
    </section>
  );
}
