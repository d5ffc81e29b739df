import type { ReactNode } from 'react';

interface NoticeProps {
  /** A short, plain text message. */
  text: string;
  icon?: string;
  tone?: 'info' | 'error';
  children?: ReactNode;
}

/** A centred message in place of content: deleted video, empty list, load failure. */
export function Notice({ text, icon, tone = 'info', children }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {icon && (
        <span className="notice__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="notice__text">{text}</p>
      {children}
    </div>
  );
}
