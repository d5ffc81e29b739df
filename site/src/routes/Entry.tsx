import type { Channel, Model } from '@reel/api';
import { lazy, Suspense } from 'react';
import { Link, useLoaderData, useLocation, useParams } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import { percent, reduce } from '../lists/format';
import { PageSubject } from '../lists/PageHead';
import { SortFilter } from '../lists/SortFilter';
import { DIRECTORY_VIDEO_SORTS, sortOptions } from '../lists/sorts';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import type { EntryData, EntryTab } from './entryLoaders';
import { EntryInfo } from './EntryInfo';
import { SubscribeButton } from '../social/SubscribeButton';
import '../lists/lists.css';

// The comments tab's code (list and form) loads with the tab.
const Comments = lazy(() => import('../social/Comments').then((m) => ({ default: m.Comments })));

type Kind = 'pornstar' | 'pornsite';

function Header({ entry, kind }: { entry: Model | Channel; kind: Kind }) {
  const image = 'model_id' in entry ? entry.thumb : entry.logo || entry.thumb;
  const stats = entry.statistics;
  return (
    <header className={`entry-head entry-head--${kind}`}>
      {image && <img className="entry-head__picture" src={image} alt="" />}
      <div>
        <h1 className="page__title entry-head__title">{entry.title}</h1>
        <p className="entry-head__stats">
          <span>{t(LIST_TEXT, 'listing.videos_n', { n: reduce(stats.videos ?? 0) })}</span>
          <span>{t(LIST_TEXT, 'listing.views_n', { n: reduce(stats.viewed) })}</span>
          {stats.likes + stats.dislikes > 0 && (
            <span>{t(LIST_TEXT, 'listing.rating', { n: percent(stats.likes, stats.likes + stats.dislikes) })}</span>
          )}
        </p>
        <SubscribeButton section={kind === 'pornstar' ? 'model' : 'channel'} objectId={entry.dir} subscribers={stats.subscribers ?? null} />
        {'url' in entry && entry.url && (
          <a className="button entry-head__visit" href={entry.url} target="_blank" rel="noopener noreferrer nofollow">
            {t(LIST_TEXT, 'directory.visit')}
          </a>
        )}
      </div>
    </header>
  );
}

function Tabs({ kind, dir, tab }: { kind: Kind; dir: string; tab: EntryTab }) {
  const base = `/${kind}/${dir}/`;
  const tabs: [EntryTab, string][] = [
    ['videos', `${base}videos/1/`],
    ['info', `${base}info/`],
  ];
  if (kind === 'pornstar') tabs.push(['comments', `${base}comments/`]);
  return (
    <nav className="entry-tabs" aria-label={t(LIST_TEXT, 'directory.tabs')}>
      {tabs.map(([name, href]) => (
        <Link key={name} to={href} className="entry-tabs__tab" aria-current={name === tab ? 'page' : undefined}>
          {t(LIST_TEXT, `tab.${name}`)}
        </Link>
      ))}
    </nav>
  );
}

/** A model's or a channel's page: header, tabs, and the open tab (videos by default). */
function Entry({ kind }: { kind: Kind }) {
  const data = useLoaderData() as EntryData<Model | Channel>;
  const { dir = '' } = useParams();
  const { search } = useLocation();
  const { entry, tab } = data;
  // The bare page is the videos tab's page 1: further pages live under videos/.
  const videosBase = `/${kind}/${dir}/videos/`;
  const sorts = sortOptions(DIRECTORY_VIDEO_SORTS, (s) => `/${kind}/${dir}/videos/1/${s === 'latest-updates' ? '' : `?sort=${s}`}`);
  return (
    <>
      <PageSubject subject={{ title: entry.title, description: entry.description }} />
      <Header entry={entry} kind={kind} />
      <Tabs kind={kind} dir={dir} tab={tab} />
      {tab === 'videos' && data.videos && (
        <>
          <SortFilter current={data.sort} options={sorts} />
          <VideoListView list={data.videos} listKey={videosBase + search} pageHref={(n) => `${videosBase}${n}/${search}`} />
        </>
      )}
      {tab === 'info' && <EntryInfo entry={entry} />}
      {/* A model's comments have their own tab; a channel's sit under its info. */}
      {((tab === 'comments' && 'model_id' in entry) || (tab === 'info' && 'channel_id' in entry)) && (
        <Suspense fallback={null}>
          <Comments
            section={'model_id' in entry ? 'model' : 'channel'}
            objectId={'model_id' in entry ? entry.model_id : entry.channel_id}
          />
        </Suspense>
      )}
    </>
  );
}

export const ModelPage = () => <Entry kind="pornstar" />;
export const ChannelPage = () => <Entry kind="pornsite" />;
