import { type Channel, type MemberProfile, type Model } from '@reel/api';
import { channelPagePath, modelPagePath } from '@reel/api/pages';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { reduce } from './format';
import './lists.css';

interface TileProps {
  href?: string;
  image: string;
  title: string;
  children?: ReactNode;
  /** Portrait pictures for people, 16:9 for channels. */
  shape: 'portrait' | 'wide';
}

/** One entry of a model, channel or member list: picture, name and a line of counts. */
export function Tile({ href, image, title, children, shape }: TileProps) {
  // Without a picture the name's first letter stands in, as on the user menu.
  const picture = image ? (
    <img src={image} alt="" loading="lazy" />
  ) : (
    <span className="tile__blank" aria-hidden="true">
      {title.slice(0, 1).toUpperCase()}
    </span>
  );
  return (
    <article className={`tile tile--${shape}`}>
      {href ? (
        <Link to={href} className="tile__picture" tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      ) : (
        <span className="tile__picture">{picture}</span>
      )}
      <h2 className="tile__title">{href ? <Link to={href}>{title}</Link> : title}</h2>
      {children && <p className="tile__meta">{children}</p>}
    </article>
  );
}

export function ModelTile({ model }: { model: Model }) {
  return (
    <Tile href={modelPagePath(model.dir)} image={model.thumb} title={model.title} shape="portrait">
      {t(LIST_TEXT, 'listing.videos_n', { n: reduce(model.statistics.videos ?? 0) })}
    </Tile>
  );
}

export function ChannelTile({ channel }: { channel: Channel }) {
  return (
    <Tile href={channelPagePath(channel.dir)} image={channel.thumb || channel.logo} title={channel.title} shape="wide">
      {t(LIST_TEXT, 'listing.videos_n', { n: reduce(channel.statistics.videos ?? 0) })}
    </Tile>
  );
}

/** Members' own pages are for signed-in members, so a member tile names them without a link. */
export function MemberTile({ member }: { member: MemberProfile }) {
  return (
    <Tile image={member.avatar} title={member.username} shape="portrait">
      {t(LIST_TEXT, 'member.videos_n', { n: reduce(member.statistics.videos ?? 0) })}
    </Tile>
  );
}

export function TileGrid<T>({
  items,
  render,
  itemKey,
  shape,
}: {
  items: T[];
  render: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
  shape: 'portrait' | 'wide';
}) {
  return (
    <ul className={`tiles tiles--${shape}`}>
      {items.map((item) => (
        <li key={itemKey(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
