// The settings validator: every rule, with the hostile values an address field meets.
import { describe, expect, it } from 'vitest';
import {
  AD_SLOT_NAMES,
  AGE_PLACES_MAX,
  CUSTODIAN_ADDRESS_MAX_CHARS,
  CUSTODIAN_NAME_MAX_CHARS,
  IFRAME_HOSTS_MAX,
  PARTNER_ITEMS_MAX,
  PREROLL_TAGS_MAX,
  prerollAds,
  PROMO_LINKS_MAX,
  REPORT_DUE_DAYS_MAX,
  publicSettings,
  SETTINGS_LABEL_MAX_CHARS,
  SETTINGS_URL_MAX_CHARS,
  SISTER_SITES_MAX,
  type SiteSettings,
} from './settings.js';
import { checkSettings } from './settingsCheck.js';
import { DEFAULT_SITE_SETTINGS, safeHref, safeSrc } from './settingsDefaults.js';

const withValues = (over: Record<string, unknown>): Record<string, unknown> => ({ ...DEFAULT_SITE_SETTINGS, ...over });
const errorsOf = (input: unknown) => {
  const r = checkSettings(input);
  return r.ok ? [] : r.errors;
};
const link = (url: string) => ({ url, label: 'Partner' });

describe('checkSettings', () => {
  it('takes the fresh-install defaults as they are, a house link in every slot', () => {
    expect(checkSettings(DEFAULT_SITE_SETTINGS)).toEqual({ ok: true, value: DEFAULT_SITE_SETTINGS });
    expect(Object.keys(DEFAULT_SITE_SETTINGS.adSlots)).toEqual([...AD_SLOT_NAMES]);
  });

  it('refuses anything but an object', () => {
    for (const v of [null, [], 'x', 1]) expect(errorsOf(v)).toEqual([{ field: '', code: 'invalid_value' }]);
  });

  it('trims text and addresses and leaves out keys it does not know', () => {
    const r = checkSettings(withValues({ liveCams: { url: '  https://cams.test/  ', label: ' Cams ', extra: 1 }, unknown: true }));
    expect(r.ok && r.value.liveCams).toEqual({ url: 'https://cams.test/', label: 'Cams' });
    expect(r.ok && 'unknown' in r.value).toBe(false);
  });

  it.each([
    ['javascript:alert(1)', 'invalid_scheme'],
    [' JAVASCRIPT:alert(1)', 'invalid_scheme'],
    ['JaVaScRiPt:alert(1)', 'invalid_scheme'],
    ['data:text/html,<script>alert(1)</script>', 'invalid_scheme'],
    ['vbscript:msgbox', 'invalid_scheme'],
    ['//evil.example/', 'invalid_scheme'],
    ['/relative/', 'invalid_scheme'],
    ['https:evil.example', 'invalid_scheme'],
    ['ftp://files.example/', 'invalid_scheme'],
    ['http://user:pass@x.example/', 'url_credentials'],
    ['https://user@x.example/', 'url_credentials'],
    ['https://x.example/a b', 'invalid_url'],
    ['https://x.example/\u0000', 'invalid_url'],
    ['https://', 'invalid_url'],
    ['', 'required'],
    [`https://x.example/${'a'.repeat(SETTINGS_URL_MAX_CHARS)}`, 'too_long'],
    [42, 'invalid_value'],
  ])('refuses the address %j with %s', (url, code) => {
    expect(errorsOf(withValues({ directory: { url, label: 'Directory' } }))).toEqual([{ field: 'directory.url', code }]);
  });

  it('accepts http and https addresses, any case of scheme', () => {
    for (const url of ['http://a.example/', 'HTTPS://b.example/x?y=1#z', 'https://c.example:8443/'])
      expect(checkSettings(withValues({ directory: { url, label: 'D' } })).ok).toBe(true);
  });

  it('takes a mailto address only as a link target, and only with an e-mail', () => {
    const house = (href: string) => withValues({ adSlots: { 'footer-1': { kind: 'house', href, text: 'Advertise' } } });
    expect(checkSettings(house('mailto:ads@reel.example?subject=Hi')).ok).toBe(true);
    expect(errorsOf(house('mailto:not-an-address'))).toEqual([{ field: 'adSlots.footer-1.href', code: 'invalid_url' }]);
    expect(errorsOf(withValues({ studio: link('mailto:ads@reel.example') }))).toEqual([{ field: 'studio.url', code: 'invalid_scheme' }]);
    const image = withValues({
      adSlots: { 'footer-2': { kind: 'image', href: 'https://a.example/', src: 'mailto:a@b.example', alt: '' } },
    });
    expect(errorsOf(image)).toEqual([{ field: 'adSlots.footer-2.src', code: 'invalid_scheme' }]);
  });

  it('frames an iframe slot only from a host the admin listed', () => {
    const slot = (src: string, hosts: string[]) =>
      withValues({ iframeHosts: hosts, adSlots: { 'watch-side': { kind: 'iframe', src, title: 'Ad' } } });
    expect(checkSettings(slot('https://ads.example/unit?id=3', ['ads.example'])).ok).toBe(true);
    expect(checkSettings(slot('https://ADS.example/unit', ['Ads.Example'])).ok).toBe(true);
    for (const [src, hosts] of [
      ['https://evil.example/', ['ads.example']],
      ['https://ads.example.evil.example/', ['ads.example']],
      ['https://sub.ads.example/', ['ads.example']],
      ['https://ads.example/', []],
    ] as const)
      expect(errorsOf(slot(src, [...hosts])), src).toEqual([{ field: 'adSlots.watch-side.src', code: 'host_not_allowed' }]);
    expect(errorsOf(slot('javascript:alert(1)', ['ads.example']))).toEqual([{ field: 'adSlots.watch-side.src', code: 'invalid_scheme' }]);
    expect(errorsOf(slot('https://ads.example/', ['ads.example/path']))).toEqual([
      { field: 'iframeHosts.0', code: 'invalid_host' },
      { field: 'adSlots.watch-side.src', code: 'host_not_allowed' },
    ]);
  });

  it('knows only the site’s ad slots and kinds', () => {
    expect(errorsOf(withValues({ adSlots: { 'header-9': { kind: 'house', href: 'https://a.example/', text: 'x' } } }))).toEqual([
      { field: 'adSlots.header-9', code: 'unknown_slot' },
    ]);
    expect(errorsOf(withValues({ adSlots: { 'footer-1': { kind: 'script', src: 'https://a.example/' } } }))).toEqual([
      { field: 'adSlots.footer-1.kind', code: 'invalid_value' },
    ]);
    const empty = checkSettings(withValues({ adSlots: { 'footer-1': null } }));
    expect(empty.ok && empty.value.adSlots).toEqual({});
  });

  it('takes the complaints’ due days as a whole number from 1 to REPORT_DUE_DAYS_MAX', () => {
    expect(DEFAULT_SITE_SETTINGS.reportDueDays).toBe(7);
    const ok = checkSettings(withValues({ reportDueDays: REPORT_DUE_DAYS_MAX }));
    expect(ok.ok && ok.value.reportDueDays).toBe(REPORT_DUE_DAYS_MAX);
    expect(errorsOf(withValues({ reportDueDays: 0 }))).toEqual([{ field: 'reportDueDays', code: 'out_of_range' }]);
    expect(errorsOf(withValues({ reportDueDays: REPORT_DUE_DAYS_MAX + 1 }))).toEqual([{ field: 'reportDueDays', code: 'out_of_range' }]);
    for (const bad of [2.5, '7', Number.NaN, undefined])
      expect(errorsOf(withValues({ reportDueDays: bad }))).toEqual([{ field: 'reportDueDays', code: 'invalid_value' }]);
  });

  it('caps the lists', () => {
    const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
    const cases: [string, Record<string, unknown>][] = [
      ['sisterSites', { sisterSites: many(SISTER_SITES_MAX + 1, (i) => link(`https://s${i}.example/`)) }],
      ['promoLinks', { promoLinks: many(PROMO_LINKS_MAX + 1, (i) => ({ url: `https://p${i}.example/`, url_text: 'P' })) }],
      [
        'partnerWidget.items',
        {
          partnerWidget: {
            title: 'P',
            items: many(PARTNER_ITEMS_MAX + 1, (i) => ({ url: `https://i${i}.example/`, title: 'I', thumb: '' })),
          },
        },
      ],
      ['iframeHosts', { iframeHosts: many(IFRAME_HOSTS_MAX + 1, (i) => `h${i}.example`) }],
      [
        'preroll.tags',
        {
          preroll: {
            engine: 'vast',
            tags: many(PREROLL_TAGS_MAX + 1, (i) => `https://t${i}.example/`),
            stats_url: '',
            out_name: '',
            cisai: '',
          },
        },
      ],
    ];
    for (const [field, over] of cases) expect(errorsOf(withValues(over)), field).toEqual([{ field, code: 'too_many' }]);
    expect(checkSettings(withValues({ sisterSites: many(SISTER_SITES_MAX, (i) => link(`https://s${i}.example/`)) })).ok).toBe(true);
  });

  it('checks text: required labels, length caps, no control characters', () => {
    expect(errorsOf(withValues({ liveCams: { url: 'https://c.example/', label: '   ' } }))).toEqual([
      { field: 'liveCams.label', code: 'required' },
    ]);
    expect(errorsOf(withValues({ liveCams: { url: 'https://c.example/', label: 'x'.repeat(SETTINGS_LABEL_MAX_CHARS + 1) } }))).toEqual([
      { field: 'liveCams.label', code: 'too_long' },
    ]);
    expect(errorsOf(withValues({ liveCams: { url: 'https://c.example/', label: 'a\nb' } }))).toEqual([
      { field: 'liveCams.label', code: 'invalid_text' },
    ]);
    // Markup is only text: it is shown escaped, never refused for its characters.
    expect(checkSettings(withValues({ liveCams: { url: 'https://c.example/', label: '</script><b>x</b>' } })).ok).toBe(true);
  });

  it('checks the contact address, the reCAPTCHA key and a promo link’s class name', () => {
    expect(errorsOf(withValues({ contactEmail: 'no-at-sign' }))).toEqual([{ field: 'contactEmail', code: 'invalid_email' }]);
    expect(errorsOf(withValues({ recaptchaSiteKey: 'key"><script>' }))).toEqual([{ field: 'recaptchaSiteKey', code: 'invalid_key' }]);
    expect(checkSettings(withValues({ recaptchaSiteKey: '6LcA-b_c' })).ok).toBe(true);
    expect(errorsOf(withValues({ promoLinks: [{ url: 'https://p.example/', url_text: 'P', selector: 'a" onclick="x' }] }))).toEqual([
      { field: 'promoLinks.0.selector', code: 'invalid_class' },
    ]);
  });

  it('reads the preroll: an engine, the primary tag then the backups in order, the statistics address', () => {
    const preroll = {
      engine: 'ima',
      tags: ['https://primary.example/vast', 'https://backup-1.example/vast', 'https://backup-2.example/vast'],
      stats_url: 'https://stats.example/hit',
      out_name: 'reel',
      cisai: 'abc',
    };
    const r = checkSettings(withValues({ preroll }));
    expect(r.ok && r.value.preroll).toEqual(preroll);
    expect(errorsOf(withValues({ preroll: { ...preroll, engine: 'flash' } }))).toEqual([
      { field: 'preroll.engine', code: 'invalid_value' },
    ]);
    expect(errorsOf(withValues({ preroll: { ...preroll, tags: [] } }))).toEqual([{ field: 'preroll.tags', code: 'required' }]);
    expect(errorsOf(withValues({ preroll: { ...preroll, tags: ['https://a.example/', 'data:text/xml,<VAST/>'] } }))).toEqual([
      { field: 'preroll.tags.1', code: 'invalid_scheme' },
    ]);
    expect(errorsOf(withValues({ preroll: { ...preroll, stats_url: 'javascript:void(0)' } }))).toEqual([
      { field: 'preroll.stats_url', code: 'invalid_scheme' },
    ]);
  });
});

describe('the age policy', () => {
  it('reads places upper-cased, a country or a country and region, each mode one of three', () => {
    const places = [
      { place: ' gb ', mode: 'verify' },
      { place: 'US-TX', mode: 'verify' },
    ];
    const r = checkSettings(withValues({ agePolicy: { default: 'none', places } }));
    expect(r.ok && r.value.agePolicy).toEqual({
      default: 'none',
      places: [
        { place: 'GB', mode: 'verify' },
        { place: 'US-TX', mode: 'verify' },
      ],
    });
  });

  it('refuses an unknown mode, a malformed or repeated place, too many places and a missing policy', () => {
    const policy = (places: unknown[], fallback = 'declare') => withValues({ agePolicy: { default: fallback, places } });
    expect(errorsOf(policy([], 'maybe'))).toEqual([{ field: 'agePolicy.default', code: 'invalid_value' }]);
    const bad = [
      { place: 'England', mode: 'verify' },
      { place: 'FR', mode: 'strict' },
    ];
    expect(errorsOf(policy(bad))).toEqual([
      { field: 'agePolicy.places.0.place', code: 'invalid_place' },
      { field: 'agePolicy.places.1.mode', code: 'invalid_value' },
    ]);
    const twice = [
      { place: 'FR', mode: 'verify' },
      { place: 'fr', mode: 'none' },
    ];
    expect(errorsOf(policy(twice))).toEqual([{ field: 'agePolicy.places.1.place', code: 'duplicate_place' }]);
    const many = Array.from({ length: AGE_PLACES_MAX + 1 }, (_, i) => ({ place: `US-${i}`, mode: 'verify' }));
    expect(errorsOf(policy(many))).toEqual([{ field: 'agePolicy.places', code: 'too_many' }]);
    expect(errorsOf(withValues({ agePolicy: undefined }))).toEqual([{ field: 'agePolicy', code: 'invalid_value' }]);
  });
});

describe('what visitors and the player get', () => {
  it('reads the custodian of records: both the name and the address, or neither', () => {
    expect(checkSettings(withValues({ custodian: { name: '', address: '' } })).ok).toBe(true);
    const set = checkSettings(withValues({ custodian: { name: ' Records Ltd ', address: ' 1 Main St, Springfield ' } }));
    expect(set.ok && set.value.custodian).toEqual({ name: 'Records Ltd', address: '1 Main St, Springfield' });
    expect(errorsOf(withValues({ custodian: { name: 'Records Ltd', address: '' } }))).toEqual([
      { field: 'custodian.address', code: 'required' },
    ]);
    expect(errorsOf(withValues({ custodian: { name: '', address: '1 Main St' } }))).toEqual([
      { field: 'custodian.name', code: 'required' },
    ]);
    expect(errorsOf(withValues({ custodian: { name: 'a'.repeat(CUSTODIAN_NAME_MAX_CHARS + 1), address: 'x' } }))).toEqual([
      { field: 'custodian.name', code: 'too_long' },
    ]);
    expect(errorsOf(withValues({ custodian: { name: 'R', address: 'a'.repeat(CUSTODIAN_ADDRESS_MAX_CHARS + 1) } }))).toEqual([
      { field: 'custodian.address', code: 'too_long' },
    ]);
    expect(errorsOf(withValues({ custodian: { name: 'R\u0000', address: 'x' } }))).toEqual([
      { field: 'custodian.name', code: 'invalid_text' },
    ]);
    expect(errorsOf(withValues({ custodian: 'R' }))).toEqual([{ field: 'custodian', code: 'invalid_value' }]);
    // Settings saved before the custodian existed read as unset.
    const { custodian: _unset, ...older } = DEFAULT_SITE_SETTINGS;
    const old = checkSettings(older);
    expect(old.ok && old.value.custodian).toEqual({ name: '', address: '' });
  });

  it('leaves the admins’ host list out of the public settings', () => {
    const all: SiteSettings = { ...DEFAULT_SITE_SETTINGS, iframeHosts: ['ads.example'] };
    expect(publicSettings(all)).not.toHaveProperty('iframeHosts');
    expect(publicSettings(all)).not.toHaveProperty('reportDueDays');
    expect(publicSettings(all)).not.toHaveProperty('agePolicy');
    expect(publicSettings(all).sisterSites).toBe(all.sisterSites);
  });

  it('gives the player’s ads option from a preroll', () => {
    const ads = prerollAds({
      engine: 'vast',
      tags: ['https://p.example/', 'https://b.example/'],
      stats_url: 'https://s.example/',
      out_name: 'o',
      cisai: 'c',
    });
    expect(ads.kind).toBe('vast');
    expect(ads.getTag()).toEqual(['https://p.example/', 'https://b.example/']);
    expect(ads.statsUrl).toBe('https://s.example/');
    expect(ads.statsParams).toEqual({ out_name: 'o', cisai: 'c' });
    expect(prerollAds({ engine: 'ima', tags: ['https://p.example/'], stats_url: '', out_name: '', cisai: '' })).not.toHaveProperty(
      'statsUrl',
    );
  });

  it('lets a page link or load only what the validator could have passed', () => {
    expect(safeHref('https://a.example/')).toBe('https://a.example/');
    expect(safeHref('mailto:a@b.example')).toBe('mailto:a@b.example');
    for (const bad of ['javascript:alert(1)', ' javascript:alert(1)', 'data:text/html,x', '//a.example/'])
      expect(safeHref(bad)).toBeUndefined();
    expect(safeSrc('mailto:a@b.example')).toBeUndefined();
    expect(safeSrc('HTTP://a.example/')).toBe('HTTP://a.example/');
  });
});
