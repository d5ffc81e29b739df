import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead } from './headDom';
import { headFor, metaState } from './meta';

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
    applyHead(headFor(pathname, subject), firstPage);
  }, [pathname, subject]);
  return null;
}
