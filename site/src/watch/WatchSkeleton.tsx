// The watch page before its route has loaded, on the page as the server sent it: the server drew
// the video's poster where the player will be (packages/server/src/pages/posterBox.ts), and the
// first page React draws replaces the server's. Drawing the same picture in the same box keeps it
// on screen, where a loading animation would blank it until the route's code and data arrive.
import { PLAYER_BOOT_POSTER_ID } from '@reel/api';
import { useState } from 'react';
import { Loading } from '../components/Loading';
import './watchBox.css';

/** The player's box with the poster in it: the server's page, this fallback and WatchPlayer's. */
export function PosterBox({ src }: { src: string | null }) {
  return <div className="watch-player__poster">{src ? <img src={src} alt="" /> : null}</div>;
}

/** The poster the server drew, read before React's first drawing takes it off the page. */
function serverPoster(): string | null {
  return document.getElementById(PLAYER_BOOT_POSTER_ID)?.getAttribute('src') ?? null;
}

/** The watch route's fallback while its code and data load, the first time the site opens. */
export function WatchSkeleton() {
  const [poster] = useState(serverPoster);
  if (!poster) return <Loading />;
  return (
    <article className="watch-page">
      <div className="watch-page__main">
        <section className="watch-player">
          <PosterBox src={poster} />
        </section>
      </div>
    </article>
  );
}
