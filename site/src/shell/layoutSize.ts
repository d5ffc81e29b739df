// The layout state's size flags (md at width <= 1470, xs below 768)
// and the mobile header flag, for components that change shape with the screen.
import { MOBILE_HEADER_QUERY } from './constants';
import { useMediaQuery } from './useMediaQuery';

export const MD_QUERY = '(max-width: 1470px)';
export const XS_QUERY = '(max-width: 767px)';

export interface LayoutSize {
  md: boolean;
  xs: boolean;
  mobileHeader: boolean;
}

export function useLayoutSize(): LayoutSize {
  return { md: useMediaQuery(MD_QUERY), xs: useMediaQuery(XS_QUERY), mobileHeader: useMediaQuery(MOBILE_HEADER_QUERY) };
}
