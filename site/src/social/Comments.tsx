// Comments under a video, a model or a channel: everyone reads them; members
// write (5 per 10 minutes per user, 20 per IP, the server's refusal shown under the field);
// visitors are asked to log in. Signed-in readers get the uncached list (lifetime 0, `.jsond`).
// Anyone may report a comment that is not their own.
import { COMMENT_MAX_CHARS, type CommentSection } from '@reel/api';
import { useState } from 'react';
import { api, unwrap } from '../api';
import { Notice } from '../components/Notice';
import { notify, openModal } from '../modals/store';
import { ReportButton } from '../report/ReportButton';
import { useSession } from '../shell/session';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { SOCIAL_TEXT } from '../text/social';
import { postComment } from './calls';
import { Post } from './Post';
import { RemoteView } from './memberArea';
import { useRemote } from './remote';
import { TextForm } from './TextForm';
import { failureText } from './texts';
import './social.css';

/** Comments per page of the list (the server's default count). */
export const COMMENTS_PAGE_SIZE = 20;

function LoginPrompt() {
  return (
    <p className="social-row">
      <span>{t(SOCIAL_TEXT, 'comments.login_to_post')}</span>
      <button type="button" className="button" onClick={() => openModal('Login')}>
        {t(SHELL_TEXT, 'header.login')}
      </button>
    </p>
  );
}

export function Comments({ section, objectId }: { section: CommentSection; objectId: number }) {
  const { user } = useSession();
  const signedIn = user !== null;
  const [pages, setPages] = useState(1);
  const [remote, reload] = useRemote(async () => {
    // Every page shown so far, loaded again: a new comment moves the others down a place.
    // The client's named reader rather than `call(ENDPOINT.comments)`, which builds the same address
    // (endpoints.test.ts) but would bring the directory's sort and section lists into the first chunk.
    const answers = await Promise.all(
      Array.from({ length: pages }, (_, i) => api.comments({ section, object_id: objectId, signedIn, page: i + 1 }).then(unwrap)),
    );
    return { comments: answers.flatMap((a) => a.comments), total_count: answers[answers.length - 1].total_count };
  }, `${section}/${objectId}/${signedIn}/${pages}`);

  async function send(text: string): Promise<string | null> {
    const result = await postComment({ section, object_id: objectId, text });
    if (!result.ok) return failureText('comments', result.code);
    notify('success', t(SOCIAL_TEXT, 'comments.posted'));
    reload();
    return null;
  }

  return (
    <section className="social-comments" aria-label={t(SOCIAL_TEXT, 'comments.title')}>
      <h2 className="social-heading">
        {remote.state === 'ready' ? t(SOCIAL_TEXT, 'comments.count', { n: remote.value.total_count }) : t(SOCIAL_TEXT, 'comments.title')}
      </h2>
      {signedIn ? <TextForm label="comments.label" submit="comments.post" maxLength={COMMENT_MAX_CHARS} onSend={send} /> : <LoginPrompt />}
      <RemoteView remote={remote}>
        {(list) =>
          list.comments.length === 0 ? (
            <Notice text={t(SOCIAL_TEXT, 'comments.empty')} />
          ) : (
            <>
              <ul className="social-posts comments">
                {list.comments.map((c) => (
                  <li key={c.comment_id}>
                    <Post post={{ author: c.user.username, date: c.post_date, text: c.text }}>
                      {c.user.user_id !== user?.user_id && (
                        <ReportButton
                          subject={{ type: 'comment', id: c.comment_id }}
                          label={t(SOCIAL_TEXT, 'comments.report', { name: c.user.username })}
                        >
                          {t(SOCIAL_TEXT, 'social.report')}
                        </ReportButton>
                      )}
                    </Post>
                  </li>
                ))}
              </ul>
              {list.comments.length < list.total_count && (
                <button type="button" className="button" onClick={() => setPages((n) => n + 1)}>
                  {t(SOCIAL_TEXT, 'comments.more')}
                </button>
              )}
            </>
          )
        }
      </RemoteView>
    </section>
  );
}
