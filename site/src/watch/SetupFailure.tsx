import { usePlayer } from '@reel/player-react';
import { useEffect, useState } from 'react';
import { Notice } from '../components/Notice';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';

/**
 * The player leaves its area empty when the file list fails (logged, no player); the
 * page says so in words. `ready` resolving false also covers a destroyed player, so the player's
 * own element decides: only a failed setup marks it `error`.
 */
export function SetupFailure() {
  const player = usePlayer();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!player) return undefined;
    let current = true;
    void player.ready.then((ok) => {
      if (current && !ok && player.element.dataset.state === 'error') setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [player]);
  if (!failed) return null;
  return (
    <div className="watch-player__failure">
      <Notice text={t(SITE_TEXT, 'video.files_error')} icon="!" tone="error" />
    </div>
  );
}
