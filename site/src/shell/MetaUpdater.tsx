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
    applyHead(headFor(pathname, subject), pathname === firstPath.current);
  }, [pathname, subject]);
  return null;
}
