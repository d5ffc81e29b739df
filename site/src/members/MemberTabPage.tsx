// The open tab's page inside the member area, loaded on demand; a tab for the member alone answers
// another member's id with 'no permission'.
import { memberTabOf, type MemberTab } from '@reel/api/pages';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useOutletContext } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { Notice } from '../components/Notice';
import { routeName } from '../shell/links';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import type { MemberAreaData } from './area';
import { DEFAULT_TAB, OWN_ONLY_TABS, tabPage } from './pages';

const pages = new Map<MemberTab, LazyExoticComponent<ComponentType>>();

/** One lazy component per tab, made once, so React keeps its state across renders. */
function pageOf(tab: MemberTab): LazyExoticComponent<ComponentType> {
  let page = pages.get(tab);
  if (!page) {
    page = lazy(tabPage(tab));
    pages.set(tab, page);
  }
  return page;
}

export function MemberTabPage() {
  const { pathname } = useLocation();
  const area = useOutletContext<MemberAreaData | undefined>();
  const name = routeName(pathname);
  const tab = name === 'members' ? DEFAULT_TAB : memberTabOf(name);
  if (!tab || !area) return null;
  if (!area.own && OWN_ONLY_TABS.includes(tab)) return <Notice text={t(LIST_TEXT, 'listing.denied')} icon="!" tone="error" />;
  const Page = pageOf(tab);
  return (
    <Suspense fallback={<Loading />}>
      {/* eslint-disable-next-line react-hooks/static-components -- pageOf makes each tab's component once, not per render */}
      <Page key={tab} />
    </Suspense>
  );
}
