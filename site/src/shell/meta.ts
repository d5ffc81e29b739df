// What a page names for its head (canonical link, title, description and og tags): the server
// writes the head for the first load, and MetaUpdater rebuilds it on every navigation from the
// route and the meta state a page sets with `useMeta` (headFor.ts).
import type { MetaSubject } from '@reel/api/pages';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { createStore } from './store';

/** The meta state: a page's subject, kept with the path it belongs to so it never leaks onward. */
export const metaState = createStore<{ path: string; subject: MetaSubject } | null>(null);

/** A page names what it shows (video, category, model, search words) for its title. */
export function useMeta(subject: MetaSubject): void {
  const { pathname } = useLocation();
  const { title, seoTitle, description, s } = subject;
  useEffect(() => {
    metaState.set({ path: pathname, subject: { title, seoTitle, description, s } });
  }, [pathname, title, seoTitle, description, s]);
}
