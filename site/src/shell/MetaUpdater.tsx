import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { metaState } from './meta';

/** Rebuilds the head on each navigation, and again when the page names its subject. */
export function MetaUpdater() {
  const { pathname } = useLocation();
  const state = metaState.use();
  const firstPath = useRef(pathname);
  const subject = state?.path === pathname ? state.subject : undefined;
  useEffect(() => {
    const firstPage = pathname === firstPath.current;
    // The server already wrote the first page's head, with what it names: keep it until the
    // page names its subject itself.
    if (firstPage && !subject) return;
    // The head's rules come in their own chunk: the first page, whose head the server wrote,
    // never waits for them. A later navigation's head replaces a head still on its way.
    let current = true;
    void Promise.all([import('./headFor'), import('./headDom')]).then(([{ headFor }, { applyHead }]) => {
      if (current) applyHead(headFor(pathname, subject), firstPage);
    });
    return () => {
      current = false;
    };
  }, [pathname, subject]);
  return null;
}
