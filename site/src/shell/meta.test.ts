import { describe, expect, it } from 'vitest';
import { headFor } from './headFor';

describe('head on navigation', () => {
  it('names the site alone on the home page, canonical at the root', () => {
    expect(headFor('/')).toMatchObject({ title: 'Reel', canonical: '/', noindex: false });
  });

  it('keeps the first segment, and the second when the route has an object', () => {
    expect(headFor('/videos/top-rated/3/')).toMatchObject({ title: 'Top rated videos - page 3 - Reel', canonical: '/videos/' });
    expect(headFor('/categories/milf/2/').canonical).toBe('/categories/milf/');
    expect(headFor('/pornstar/anna/videos/2/').canonical).toBe('/pornstar/anna/');
  });

  it('falls back to the site name until the page names its subject', () => {
    expect(headFor('/video/5/blue-sky/').title).toBe('Reel');
    expect(headFor('/video/5/blue-sky/', { title: 'Blue sky' }).title).toBe('Blue sky - Reel');
  });

  it('has no canonical on a not-found page', () => {
    expect(headFor('/no/such/page/')).toMatchObject({ canonical: null, noindex: true });
  });
});
