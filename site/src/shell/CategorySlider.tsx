// The category slider under the header: scrolling category chips,
// the operator's promo links, and on narrow screens the live-cams and directory links.
import { type Category } from '@reel/api';
import { categoryPagePath } from '@reel/api/pages';
import { isApiError } from '@reel/api/endpoints';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { api } from '../api';
import { siteConfig } from '../config';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { MOBILE_HEADER_QUERY, SLIDER_STEP_PX } from './constants';
import { ExternalLink } from './ExternalLink';
import { useGender } from './gender';
import { sliderCategories } from './searchRules';
import { useMediaQuery } from './useMediaQuery';

function useSliderCategories(): Category[] {
  const { gender } = useGender();
  const [list, setList] = useState<Category[]>([]);
  useEffect(() => {
    let live = true;
    api
      .categories({ gender })
      .then((answer) => {
        if (live && !isApiError(answer)) setList(sliderCategories(answer.categories));
      })
      .catch(() => {
        // The slider stays with its promo links only.
      });
    return () => {
      live = false;
    };
  }, [gender]);
  return list;
}

function Arrow({ dir, onClick }: { dir: -1 | 1; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`slider__arrow slider__arrow--${dir < 0 ? 'prev' : 'next'}`}
      aria-label={t(SHELL_TEXT, dir < 0 ? 'slider.prev' : 'slider.next')}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={dir < 0 ? 'M15 5 8 12l7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

export function CategorySlider() {
  const categories = useSliderCategories();
  const narrow = useMediaQuery(MOBILE_HEADER_QUERY);
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dir: -1 | 1) => track.current?.scrollBy({ left: dir * SLIDER_STEP_PX });
  return (
    <nav className="slider" aria-label={t(SHELL_TEXT, 'slider.label')}>
      <Arrow dir={-1} onClick={() => scroll(-1)} />
      <ul className="slider__track" ref={track}>
        {narrow && (
          <>
            <li>
              <ExternalLink href={siteConfig.liveCams.url} className="chip chip--promo">
                {siteConfig.liveCams.label}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={siteConfig.directory.url} className="chip chip--promo">
                {siteConfig.directory.label}
              </ExternalLink>
            </li>
          </>
        )}
        {siteConfig.promoLinks.map((promo) => (
          <li key={promo.url}>
            <ExternalLink href={promo.url} className={`chip chip--promo ${promo.selector ?? ''}`}>
              {(narrow ? (promo.icon_mobile ?? promo.icon) : promo.icon) && (
                <img src={(narrow ? (promo.icon_mobile ?? promo.icon) : promo.icon)?.src} alt="" width={16} height={16} />
              )}
              {promo.url_text}
            </ExternalLink>
          </li>
        ))}
        {categories.map((c) => (
          <li key={c.dir}>
            <NavLink to={categoryPagePath(c.dir)} className="chip">
              {c.title}
            </NavLink>
          </li>
        ))}
      </ul>
      <Arrow dir={1} onClick={() => scroll(1)} />
    </nav>
  );
}
