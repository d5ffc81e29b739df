import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { dismiss, notifications } from './store';

/** The notification stack, newest last, each with its own close button. */
export function Notifications() {
  const list = notifications.use();
  return (
    <section className="notifications" aria-label={t(SHELL_TEXT, 'notify.region')} aria-live="polite">
      {list.map((n) => (
        <div key={n.id} className={`notification notification--${n.type}`} role={n.type === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          <button type="button" className="notification__close" aria-label={t(SHELL_TEXT, 'notify.close')} onClick={() => dismiss(n.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
