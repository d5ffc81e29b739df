import type { Channel, MemberProfile, Model } from '@reel/api';
import { pageHeading } from '@reel/api/pages';
import { useLoaderData, useParams } from 'react-router-dom';
import type { ListData } from '../lists/data';
import { ListView } from '../lists/ListView';
import { SortFilter } from '../lists/SortFilter';
import { COMMUNITY_SORTS, DIRECTORY_LIST_SORTS, sortOptions, type SortName } from '../lists/sorts';
import { ChannelTile, MemberTile, ModelTile, TileGrid } from '../lists/Tile';

function Head({ name, sorts }: { name: 'pornstars' | 'pornsites' | 'community'; sorts: readonly SortName[] }) {
  const { sort = '' } = useParams();
  return (
    <>
      <div className="list-head">
        <h1 className="page__title">{pageHeading(name)}</h1>
        <SortFilter current={sort} options={sortOptions(sorts, (s) => `/${name}/${s}/1/`)} />
      </div>
    </>
  );
}

/** `/pornstars/{sort}/{page}/`: the models. */
export function ModelList() {
  const list = useLoaderData() as ListData<Model>;
  return (
    <>
      <Head name="pornstars" sorts={DIRECTORY_LIST_SORTS} />
      <ListView list={list} itemKey={(m) => m.model_id}>
        {(models) => <TileGrid items={models} itemKey={(m) => m.model_id} shape="portrait" render={(m) => <ModelTile model={m} />} />}
      </ListView>
    </>
  );
}

/** `/pornsites/{sort}/{page}/`: the channels. */
export function ChannelList() {
  const list = useLoaderData() as ListData<Channel>;
  return (
    <>
      <Head name="pornsites" sorts={DIRECTORY_LIST_SORTS} />
      <ListView list={list} itemKey={(c) => c.channel_id}>
        {(channels) => <TileGrid items={channels} itemKey={(c) => c.channel_id} shape="wide" render={(c) => <ChannelTile channel={c} />} />}
      </ListView>
    </>
  );
}

/** `/community/{sort}/{page}/`: the members. */
export function Community() {
  const list = useLoaderData() as ListData<MemberProfile>;
  return (
    <>
      <Head name="community" sorts={COMMUNITY_SORTS} />
      <ListView list={list} itemKey={(m) => m.user_id}>
        {(members) => <TileGrid items={members} itemKey={(m) => m.user_id} shape="portrait" render={(m) => <MemberTile member={m} />} />}
      </ListView>
    </>
  );
}
