import type { SubscribeSection } from '@reel/api';
import { reduce } from '../lists/format';
import { t } from '../text';
import { SOCIAL_TEXT } from '../text/social';
import { WATCH_TEXT } from '../text/watch';
import { useSubscribe } from './useSubscribe';

interface SubscribeButtonProps {
  section: SubscribeSection;
  objectId: number | string;
  /** The object's subscriber count, when the page knows it: shown and bumped on success. */
  subscribers?: number | null;
}

/** Subscribe, then 'Subscribed' (pressed), with the count beside it when known. */
export function SubscribeButton({ section, objectId, subscribers = null }: SubscribeButtonProps) {
  const state = useSubscribe(section, objectId, subscribers);
  return (
    <span className="social-subscribe">
      <button
        type="button"
        className="button button--primary"
        onClick={() => void state.subscribe()}
        disabled={state.busy || state.subscribed}
        aria-pressed={state.subscribed}
      >
        {state.subscribed ? t(SOCIAL_TEXT, 'social.subscribed') : t(WATCH_TEXT, 'watch.subscribe')}
      </button>
      {state.subscribers !== null && (
        <span className="social-subscribe__count">{t(WATCH_TEXT, 'watch.subscribers_n', { n: reduce(state.subscribers) })}</span>
      )}
    </span>
  );
}
