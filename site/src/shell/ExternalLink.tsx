import type { ReactNode } from 'react';

/** A partner's link: a new tab, no opener, marked sponsored for search engines. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener sponsored">
      {children}
    </a>
  );
}
