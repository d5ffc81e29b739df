import { safeHref } from '@reel/api/settings';
import type { ReactNode } from 'react';

/** A partner's link: a new tab, no opener, marked sponsored for search engines. Its address comes
 * from the settings: only an http(s) or mailto one becomes a link. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={safeHref(href)} className={className} target="_blank" rel="noopener sponsored">
      {children}
    </a>
  );
}
