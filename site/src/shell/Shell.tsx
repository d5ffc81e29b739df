// The app shell around every page: header, category slider, footer, search overlay, modals,
// notifications and the head, each in its place.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ModalHost } from '../modals/ModalHost';
import { Notifications } from '../modals/Notifications';
import { closeModalOnNavigation } from '../modals/store';
import { CategorySlider } from './CategorySlider';
import { SLIDER_ON_VIDEO_QUERY } from './constants';
import { Header } from './Header';
import { closeOverlays, searchOpen } from './layoutState';
import { hidesFooterBanners, isBarePage, routeName, sliderOn } from './links';
import { MetaUpdater } from './MetaUpdater';
import { useMediaQuery } from './useMediaQuery';
import './shell.css';
import './search.css';
import './footer.css';
import '../modals/modals.css';

// Opened only by the search button, so it stays out of the first chunk (the home page's
// JavaScript budget) until the first time it is wanted.
const SearchOverlay = lazy(() => import('./SearchOverlay').then((m) => ({ default: m.SearchOverlay })));

// Below the fold of every page (the footer) or on the watch page only (the promo widget): each
// comes in its own chunk after the first one, which the home page's first paint waits for.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const PromoWidget = lazy(() => import('./PromoWidget').then((m) => ({ default: m.PromoWidget })));

/** True from the first time the search overlay opens: it then stays mounted, as it did before. */
function useSearchWanted(): boolean {
  const open = searchOpen.use();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted || open;
}

/** Each navigation closes menus, search and every modal but the age gate. */
function useCloseOnNavigation(): void {
  const { key } = useLocation();
  useEffect(() => {
    closeOverlays();
    closeModalOnNavigation();
  }, [key]);
}

export function Shell({ children }: { children: ReactNode }) {
  useCloseOnNavigation();
  const { pathname } = useLocation();
  const route = routeName(pathname);
  const narrow = useMediaQuery(SLIDER_ON_VIDEO_QUERY);
  const bare = isBarePage(route);
  const searchWanted = useSearchWanted();
  return (
    <>
      {!bare && <Header />}
      {!bare && sliderOn(route, narrow) && <CategorySlider />}
      <main className="page">{children}</main>
      <Suspense fallback={null}>
        {!bare && route === 'video' && <PromoWidget />}
        {!bare && <Footer banners={!hidesFooterBanners(route)} />}
      </Suspense>
      {searchWanted && (
        <Suspense fallback={null}>
          <SearchOverlay />
        </Suspense>
      )}
      <ModalHost />
      <Notifications />
      <MetaUpdater />
    </>
  );
}
