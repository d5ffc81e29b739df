// Fills the site's notification store with the story's stack, so the real Notifications component
// shows it. The story's own button adds one through notify(), which removes itself after 5 s.
import { Notifications } from '@reel/site/src/modals/Notifications';
import { notifications, notify, type Notification } from '@reel/site/src/modals/store';
import { useEffect } from 'react';
import './modalStyles';

export type StackEntry = Omit<Notification, 'id'>;

/** Ids far from notify()'s own, which count up from 1. */
const FIRST_ID = 100_000;

export function NotificationStack({ stack, addText }: { stack: StackEntry[]; addText: string }) {
  useEffect(() => {
    notifications.set(stack.map((n, i) => ({ ...n, id: FIRST_ID + i })));
    return () => notifications.set([]);
  }, [stack]);
  return (
    <>
      <button type="button" className="button" data-testid="notify" onClick={() => notify('success', addText)}>
        Add a notification
      </button>
      <Notifications />
    </>
  );
}
