// One written entry (a comment, a wall post, a message): who wrote it, when, and the text. User
// text is only ever a React text node, so whatever it holds is shown as text, never as markup.
import type { ReactNode } from 'react';
import { postDate } from '../format';

export interface PostView {
  author: string;
  /** 'YYYY-MM-DD HH:MM:SS' in UTC. */
  date: string;
  text: string;
}

export function Post({ post, children }: { post: PostView; children?: ReactNode }) {
  return (
    <article className="social-post">
      <p className="social-post__by">
        <strong>{post.author}</strong> <time dateTime={`${post.date.replace(' ', 'T')}Z`}>{postDate(post.date)}</time>
      </p>
      <p className="social-post__text">{post.text}</p>
      {children && <div className="social-post__actions">{children}</div>}
    </article>
  );
}
