import { describe, expect, it } from 'vitest';
import { embedAds } from './preroll';

const PREROLL = {
  engine: 'vast',
  tags: ['https://ads.example/a.xml', 'https://ads.example/b.xml'],
  stats_url: 'https://stats.example/s',
  out_name: 'reel',
  cisai: '9',
};
const block = (preroll: unknown) => JSON.stringify({ contactEmail: 'x@reel.example', preroll });
const VISITOR = { cookie: 'lang=en' };
const MEMBER = { cookie: 'lang=en; uid=7' };

describe('the embed preroll', () => {
  it("gives a visitor the settings' preroll, primary tag first", () => {
    const ads = embedAds(block(PREROLL), VISITOR);
    expect(ads).toMatchObject({ kind: 'vast', statsUrl: 'https://stats.example/s', statsParams: { out_name: 'reel', cisai: '9' } });
    expect(ads!.getTag()).toEqual(['https://ads.example/a.xml', 'https://ads.example/b.xml']);
  });

  it('gives a member (the sign-in hint) none', () => {
    expect(embedAds(block(PREROLL), MEMBER)).toBeUndefined();
  });

  it('has none without a preroll, without a block or with a broken one', () => {
    expect(embedAds(block(null), VISITOR)).toBeUndefined();
    expect(embedAds(null, VISITOR)).toBeUndefined();
    expect(embedAds('{not json', VISITOR)).toBeUndefined();
  });
});
