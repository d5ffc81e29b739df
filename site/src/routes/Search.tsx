import { SEARCH_MIN_CHARS } from '@reel/api';
import { useLoaderData } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import { PageSubject } from '../lists/PageHead';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import type { SearchData } from './listLoaders';

/** `/search/{page}/?s=`: the videos matching the words. */
export function Search() {
  const { s, list } = useLoaderData() as SearchData;
  return (
    <>
      <PageSubject subject={{ s }} />
      <h1 className="page__title">{s ? t(LIST_TEXT, 'title.search', { s }) : t(LIST_TEXT, 'title.search_empty')}</h1>
      {s.length < SEARCH_MIN_CHARS && <p className="page__hint">{t(LIST_TEXT, 'search.hint')}</p>}
      <VideoListView list={list} filtered />
    </>
  );
}
