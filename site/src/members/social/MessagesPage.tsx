// `/members/{id}/messages/`: the member's conversations on one side, the open one and a form to
// answer on the other. Another member's messages are not the viewer's: the server answers
// no_permission and the page says 'You do not have permission to view.'
import { MESSAGE_MAX_CHARS } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { Notice } from '../../components/Notice';
import { notify } from '../../modals/store';
import { t } from '../../text';
import { LIST_TEXT } from '../../text/lists';
import { SOCIAL_TEXT } from '../../text/social';
import { sendMessage } from '../../social/calls';
import { MemberHeading, RemoteView, useMemberArea } from '../../social/memberArea';
import { Post } from '../../social/Post';
import { useRemote } from '../../social/remote';
import { TextForm } from '../../social/TextForm';
import { failureText } from '../../social/texts';

function Conversation({ userId, onSent }: { userId: number; onSent: () => void }) {
  const [remote, reload] = useRemote(() => api.call(ENDPOINT.messagesWith, { user_id: userId, page: 1 }), String(userId));

  async function send(text: string): Promise<string | null> {
    const result = await sendMessage(userId, text);
    if (!result.ok) return failureText('messages', result.code);
    notify('success', t(SOCIAL_TEXT, 'messages.sent'));
    reload();
    onSent();
    return null;
  }

  return (
    <RemoteView remote={remote}>
      {(list) => (
        <section aria-label={t(SOCIAL_TEXT, 'messages.with', { name: list.user.username })}>
          <h3 className="social-heading">{t(SOCIAL_TEXT, 'messages.with', { name: list.user.username })}</h3>
          {list.messages.length === 0 && <Notice text={t(SOCIAL_TEXT, 'messages.none')} />}
          <ul className="social-posts">
            {/* The answer is newest first; a conversation reads from the top down. */}
            {[...list.messages].reverse().map((m) => (
              <li key={m.message_id}>
                <Post post={{ author: m.user.username, date: m.post_date, text: m.text }} />
              </li>
            ))}
          </ul>
          <TextForm label="messages.label" submit="messages.send" maxLength={MESSAGE_MAX_CHARS} onSend={send} />
        </section>
      )}
    </RemoteView>
  );
}

export default function MessagesPage() {
  const { own } = useMemberArea();
  // The open conversation is in the address (?with=), so it survives a reload and the back button.
  const [params, setParams] = useSearchParams();
  const withId = Number(params.get('with'));
  const [remote, reload] = useRemote(() => api.call(ENDPOINT.messagesRead, { page: 1 }), 'conversations');
  if (!own) return <Notice text={t(LIST_TEXT, 'listing.denied')} icon="!" tone="error" />;

  return (
    <section aria-label={t(SOCIAL_TEXT, 'members.messages')}>
      <MemberHeading text={t(SOCIAL_TEXT, 'members.messages')} />
      <RemoteView remote={remote}>
        {(list) => (
          <div className="social-messages">
            <nav aria-label={t(SOCIAL_TEXT, 'messages.conversations')}>
              {list.conversations.length === 0 && <Notice text={t(SOCIAL_TEXT, 'messages.none')} />}
              <ul className="social-conversations">
                {list.conversations.map((c) => (
                  <li key={c.user.user_id}>
                    <button
                      type="button"
                      className="button"
                      aria-current={c.user.user_id === withId ? 'true' : undefined}
                      onClick={() => setParams({ with: String(c.user.user_id) })}
                    >
                      <strong>{c.user.username}</strong>
                      {c.unread > 0 && ` · ${t(SOCIAL_TEXT, 'messages.unread_n', { n: c.unread })}`}
                      <span className="social-note social-conversations__text">{c.text}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            {withId > 0 ? (
              <Conversation key={withId} userId={withId} onSent={reload} />
            ) : (
              <Notice text={t(SOCIAL_TEXT, 'messages.choose')} />
            )}
          </div>
        )}
      </RemoteView>
    </section>
  );
}
