// `/members/{id}/messages/`: the member's conversations on one side, the chosen conversation and a
// form to answer on the other. Another member's messages are not for the viewer: the server says
// no_permission and the page says so.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api';
import { notify } from '../../modals/store';
import { t } from '../../text';
import { messagesPath, sendMessage } from '../../social/calls';
import { MemberHeading, RemoteView } from '../../social/memberArea';
import { Post } from '../../social/Post';
import { useRemote } from '../../social/remote';
import { TextForm } from '../../social/TextForm';
import { failureText } from '../../social/texts';
import type { ConversationList, MessageList } from '../../social/wire';
import { Notice } from '../../components/Notice';

function Conversation({ userId, name }: { userId: number; name: string }) {
  const [remote, reload] = useRemote(() => api.get<MessageList>(messagesPath(userId)), String(userId));

  async function send(text: string): Promise<string | null> {
    const result = await sendMessage(userId, text);
    if (!result.ok) return failureText('comments', result.code);
    notify('success', t('messages.sent'));
    reload();
    return null;
  }

  return (
    <section aria-label={t('messages.with', { name })}>
      <h3 className="social-heading">{t('messages.with', { name })}</h3>
      <RemoteView remote={remote}>
        {(list) =>
          list.messages.length === 0 ? (
            <Notice text={t('messages.none')} />
          ) : (
            <ul className="social-posts">
              {list.messages.map((m) => (
                <li key={m.message_id}>
                  <Post post={{ author: m.user.username, date: m.post_date, text: m.text }} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
      <TextForm label="messages.label" submit="messages.send" onSend={send} />
    </section>
  );
}

export default function MessagesPage() {
  // The open conversation is in the address (?with=), so it survives a reload and the back button.
  const [params, setParams] = useSearchParams();
  const withId = Number(params.get('with'));
  const [remote] = useRemote(() => api.get<ConversationList>(messagesPath()), 'conversations');
  const [names, setNames] = useState<Record<number, string>>({});

  return (
    <section aria-label={t('members.messages')}>
      <MemberHeading text={t('members.messages')} />
      <RemoteView remote={remote}>
        {(list) => {
          const open = list.conversations.find((c) => c.user.user_id === withId);
          return (
            <div className="social-messages">
              <nav aria-label={t('messages.conversations')}>
                {list.conversations.length === 0 && <Notice text={t('messages.none')} />}
                <ul className="social-conversations">
                  {list.conversations.map((c) => (
                    <li key={c.user.user_id}>
                      <button
                        type="button"
                        className="button"
                        aria-current={c.user.user_id === withId ? 'true' : undefined}
                        onClick={() => {
                          setNames((n) => ({ ...n, [c.user.user_id]: c.user.username }));
                          setParams({ with: String(c.user.user_id) });
                        }}
                      >
                        {c.user.username}
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
              {withId > 0 ? (
                <Conversation key={withId} userId={withId} name={open?.user.username ?? names[withId] ?? String(withId)} />
              ) : (
                <Notice text={t('messages.choose')} />
              )}
            </div>
          );
        }}
      </RemoteView>
    </section>
  );
}
