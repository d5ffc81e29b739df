import type { Video } from '@reel/api';
import { openModal } from '../modals/store';
import { t } from '../text';
import { MODAL_TEXT } from '../text/modals';
import { WATCH_TEXT } from '../text/watch';

/**
 * A private video plays for members only: a visitor sees its picture and is
 * asked to log in, in the player's place.
 */
export function PrivateVideo({ video }: { video: Video }) {
  return (
    <div className="watch-player watch-private" style={video.scr ? { backgroundImage: `url("${encodeURI(video.scr)}")` } : undefined}>
      <div className="watch-private__box">
        <p>{t(WATCH_TEXT, 'watch.private')}</p>
        <button type="button" className="watch-private__login" onClick={() => openModal('Login')}>
          {t(MODAL_TEXT, 'component.login.submit')}
        </button>
      </div>
    </div>
  );
}
