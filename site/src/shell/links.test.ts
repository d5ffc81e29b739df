import { describe, expect, it } from 'vitest';
import { hidesFooterBanners, isBarePage, routeName, sliderOn } from './links';

describe('where the shell shows what', () => {
  it('names routes from the path', () => {
    expect(routeName('/')).toBe('index');
    expect(routeName('/members/3/edit/')).toBe('member_edit');
    expect(routeName('/nowhere/')).toBe('not_found');
  });

  it('hides header and footer on download and sign-up only', () => {
    expect(isBarePage(routeName('/download'))).toBe(true);
    expect(isBarePage(routeName('/signup/'))).toBe(true);
    expect(isBarePage(routeName('/signin/'))).toBe(false);
  });

  it('leaves the banner block off member and information pages', () => {
    expect(hidesFooterBanners(routeName('/members/3/'))).toBe(true);
    expect(hidesFooterBanners(routeName('/information/dmca/'))).toBe(true);
    expect(hidesFooterBanners(routeName('/videos/longest/1/'))).toBe(false);
  });

  it('shows the slider on index, videos and categories, and on video up to 500 px', () => {
    expect(sliderOn(routeName('/'), false)).toBe(true);
    expect(sliderOn(routeName('/videos/longest/2/'), false)).toBe(true);
    expect(sliderOn(routeName('/categories/milf/'), false)).toBe(true);
    expect(sliderOn(routeName('/categories/'), false)).toBe(false);
    expect(sliderOn(routeName('/video/1/a/'), false)).toBe(false);
    expect(sliderOn(routeName('/video/1/a/'), true)).toBe(true);
  });
});
