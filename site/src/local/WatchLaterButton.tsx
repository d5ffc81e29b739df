// The watch page's Watch later button: adds the video to this browser's list, or says it is
// there already. The list lives in the browser, so it needs no sign-in.
import type { Video } from '@reel/api';
import { useState } from 'react';
import { notify } from '../modals/store';
import { addToWatchLater } from './watchLater';
import { t } from '../text';
import { LOCAL_TEXT } from '../text/local';

const NOTICE = {
  added: ['success', 'notify.watch_later_success'],
  already: ['error', 'notify.watch_later_already_added'],
  unavailable: ['error', 'notify.watch_later_unavailable'],
} as const;

/** A clock, drawn like the other action icons (24-unit box, current colour). */
function ClockIcon() {
  return (
    <svg className="watch-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm.5-13H11v6l5.2 3.1.8-1.2-4.5-2.7z"
        fill="currentColor"
      />
    </svg>
  );
}

export function WatchLaterButton({ video }: { video: Video }) {
  const [busy, setBusy] = useState(false);
  async function add() {
    setBusy(true);
    const [type, key] = NOTICE[await addToWatchLater(video)];
    setBusy(false);
    notify(type, t(LOCAL_TEXT, key));
  }
  return (
    <button type="button" className="watch-action" onClick={() => void add()} disabled={busy}>
      <ClockIcon />
      <span className="watch-action__text">{t(LOCAL_TEXT, 'watch.watch_later')}</span>
    </button>
  );
}
