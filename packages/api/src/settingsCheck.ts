// The one validator of the site settings: the server runs it when an admin saves, the console's form
// before it sends, so both refuse the same values with the same codes. Kept apart from settings.ts so
// a visitor's first page, which only reads the settings, does not load it.
import { EMAIL_MAX_CHARS, EMAIL_PATTERN, type FieldError } from './account.js';
import {
  AD_SLOT_NAMES,
  AGE_MODES,
  AGE_PLACES_MAX,
  CUSTODIAN_ADDRESS_MAX_CHARS,
  CUSTODIAN_NAME_MAX_CHARS,
  HOST_MAX_CHARS,
  IFRAME_HOSTS_MAX,
  PARTNER_ITEMS_MAX,
  PREROLL_ENGINES,
  PREROLL_TAGS_MAX,
  PROMO_LINKS_MAX,
  RECAPTCHA_KEY_MAX_CHARS,
  REPORT_DUE_DAYS_MAX,
  SETTINGS_LABEL_MAX_CHARS,
  SETTINGS_TEXT_MAX_CHARS,
  SETTINGS_URL_MAX_CHARS,
  SISTER_SITES_MAX,
  type AdContent,
  type AdSlotName,
  type AgeMode,
  type AgePlaceRule,
  type AgePolicy,
  type Custodian,
  type ExternalLink,
  type Preroll,
  type PromoItem,
  type PromoLink,
  type SiteSettings,
} from './settings.js';

export type SettingsCheck = { ok: true; value: SiteSettings } | { ok: false; errors: FieldError[] };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
// Control characters and line breaks have no place in a one-line setting.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const HOST_RE = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const KEY_RE = /^[A-Za-z0-9_-]*$/;
const CLASS_RE = /^[A-Za-z][A-Za-z0-9_-]{0,49}$/;
const MAILTO_RE = /^mailto:([^?#]+)(\?[^#]*)?$/i;

/** Collects errors while reading one input; every reader answers a clean value or undefined. */
class Reader {
  readonly errors: FieldError[] = [];

  fail(field: string, code: string): undefined {
    this.errors.push({ field, code });
    return undefined;
  }

  /** Trimmed one-line text, `min`…`max` characters. */
  text(v: unknown, field: string, max: number, min = 1): string | undefined {
    if (typeof v !== 'string') return this.fail(field, 'invalid_value');
    const s = v.trim();
    if (CONTROL.test(s)) return this.fail(field, 'invalid_text');
    if (s.length < min) return this.fail(field, 'required');
    if (s.length > max) return this.fail(field, 'too_long');
    return s;
  }

  /**
   * An absolute http(s) address (trimmed). Refused: any other scheme (`javascript:`, `data:`…),
   * credentials, spaces or control characters inside, a missing host. `mailto` also takes a
   * `mailto:` e-mail address, for links only, never for what a page loads.
   */
  url(v: unknown, field: string, opts: { optional?: boolean; mailto?: boolean } = {}): string | undefined {
    if (typeof v !== 'string') return this.fail(field, 'invalid_value');
    const s = v.trim();
    if (s === '') return opts.optional ? '' : this.fail(field, 'required');
    if (s.length > SETTINGS_URL_MAX_CHARS) return this.fail(field, 'too_long');
    if (CONTROL.test(s) || /\s/.test(s)) return this.fail(field, 'invalid_url');
    if (opts.mailto) {
      const m = MAILTO_RE.exec(s);
      if (m) return isEmail(safeDecode(m[1])) ? s : this.fail(field, 'invalid_url');
    }
    // The scheme is read from the text itself, not only from the parser, so `https:evil` (no `//`)
    // and look-alikes are refused before any parser is lenient with them.
    if (!/^https?:\/\//i.test(s)) return this.fail(field, 'invalid_scheme');
    let url: URL;
    try {
      url = new URL(s);
    } catch {
      return this.fail(field, 'invalid_url');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return this.fail(field, 'invalid_scheme');
    const authority = s.replace(/^https?:\/\//i, '').split(/[/?#]/)[0];
    if (url.username || url.password || authority.includes('@')) return this.fail(field, 'url_credentials');
    if (!url.hostname) return this.fail(field, 'invalid_url');
    return s;
  }

  list<T>(v: unknown, field: string, max: number, item: (x: unknown, field: string) => T | undefined): T[] | undefined {
    if (!Array.isArray(v)) return this.fail(field, 'invalid_value');
    if (v.length > max) return this.fail(field, 'too_many');
    const before = this.errors.length;
    const out = v.map((x, i) => item(x, `${field}.${i}`));
    return this.errors.length === before ? (out as T[]) : undefined;
  }

  obj(v: unknown, field: string): Obj | undefined {
    return isObj(v) ? v : this.fail(field, 'invalid_value');
  }
}

const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
};
const isEmail = (s: string) => s.length <= EMAIL_MAX_CHARS && EMAIL_PATTERN.test(s);

/** An iframe's host as the browser would load it, or '' when the address has none. */
export function hostOf(address: string): string {
  try {
    return new URL(address).hostname.toLowerCase();
  } catch {
    return '';
  }
}

function link(r: Reader, v: unknown, field: string): ExternalLink | undefined {
  const o = r.obj(v, field);
  if (!o) return undefined;
  const url = r.url(o.url, `${field}.url`);
  const label = r.text(o.label, `${field}.label`, SETTINGS_LABEL_MAX_CHARS);
  return url !== undefined && label !== undefined ? { url, label } : undefined;
}

function icon(r: Reader, v: unknown, field: string): { src: string } | null | undefined {
  if (v === undefined || v === null) return null;
  const o = r.obj(v, field);
  if (!o) return undefined;
  const src = r.url(o.src, `${field}.src`, { optional: true });
  if (src === undefined) return undefined;
  return src === '' ? null : { src };
}

function promoLink(r: Reader, v: unknown, field: string): PromoLink | undefined {
  const o = r.obj(v, field);
  if (!o) return undefined;
  const before = r.errors.length;
  const url = r.url(o.url, `${field}.url`);
  const url_text = r.text(o.url_text, `${field}.url_text`, SETTINGS_LABEL_MAX_CHARS);
  const selector = o.selector === undefined || o.selector === '' ? '' : r.text(o.selector, `${field}.selector`, 50);
  if (selector && !CLASS_RE.test(selector)) r.fail(`${field}.selector`, 'invalid_class');
  const i = icon(r, o.icon, `${field}.icon`);
  const im = icon(r, o.icon_mobile, `${field}.icon_mobile`);
  if (r.errors.length !== before) return undefined;
  return {
    url: url as string,
    url_text: url_text as string,
    ...(selector && { selector }),
    ...(i && { icon: i }),
    ...(im && { icon_mobile: im }),
  };
}

function adContent(r: Reader, v: unknown, field: string, hosts: readonly string[]): AdContent | null | undefined {
  if (v === undefined || v === null) return null;
  const o = r.obj(v, field);
  if (!o) return undefined;
  const before = r.errors.length;
  if (o.kind === 'image') {
    const href = r.url(o.href, `${field}.href`, { mailto: true });
    const src = r.url(o.src, `${field}.src`);
    const alt = r.text(o.alt, `${field}.alt`, SETTINGS_TEXT_MAX_CHARS, 0);
    return r.errors.length === before ? { kind: 'image', href: href!, src: src!, alt: alt! } : undefined;
  }
  if (o.kind === 'iframe') {
    const src = r.url(o.src, `${field}.src`);
    if (src !== undefined && !hosts.includes(hostOf(src))) r.fail(`${field}.src`, 'host_not_allowed');
    const title = r.text(o.title, `${field}.title`, SETTINGS_TEXT_MAX_CHARS);
    return r.errors.length === before ? { kind: 'iframe', src: src!, title: title! } : undefined;
  }
  if (o.kind === 'house') {
    const href = r.url(o.href, `${field}.href`, { mailto: true });
    const text = r.text(o.text, `${field}.text`, SETTINGS_LABEL_MAX_CHARS);
    return r.errors.length === before ? { kind: 'house', href: href!, text: text! } : undefined;
  }
  return r.fail(`${field}.kind`, 'invalid_value');
}

function promoItem(r: Reader, v: unknown, field: string): PromoItem | undefined {
  const o = r.obj(v, field);
  if (!o) return undefined;
  const url = r.url(o.url, `${field}.url`);
  const title = r.text(o.title, `${field}.title`, SETTINGS_LABEL_MAX_CHARS);
  const thumb = r.url(o.thumb ?? '', `${field}.thumb`, { optional: true });
  return url !== undefined && title !== undefined && thumb !== undefined ? { url, title, thumb } : undefined;
}

function preroll(r: Reader, v: unknown): Preroll | null | undefined {
  if (v === null) return null;
  const o = r.obj(v, 'preroll');
  if (!o) return undefined;
  const before = r.errors.length;
  const engine = PREROLL_ENGINES.find((e) => e === o.engine) ?? r.fail('preroll.engine', 'invalid_value');
  const tags = r.list(o.tags, 'preroll.tags', PREROLL_TAGS_MAX, (x, f) => r.url(x, f));
  if (tags && tags.length === 0) r.fail('preroll.tags', 'required');
  const stats_url = r.url(o.stats_url ?? '', 'preroll.stats_url', { optional: true });
  const out_name = r.text(o.out_name ?? '', 'preroll.out_name', SETTINGS_LABEL_MAX_CHARS, 0);
  const cisai = r.text(o.cisai ?? '', 'preroll.cisai', SETTINGS_LABEL_MAX_CHARS, 0);
  if (r.errors.length !== before) return undefined;
  return { engine: engine!, tags: tags!, stats_url: stats_url!, out_name: out_name!, cisai: cisai! };
}

/** A whole number of business days, 1 to REPORT_DUE_DAYS_MAX. */
function dueDays(r: Reader, v: unknown): number | undefined {
  if (typeof v !== 'number' || !Number.isInteger(v)) return r.fail('reportDueDays', 'invalid_value');
  if (v < 1 || v > REPORT_DUE_DAYS_MAX) return r.fail('reportDueDays', 'out_of_range');
  return v;
}

/** A country (`GB`) or a country and its region (`US-TX`), upper-case, as the CDN's headers name them. */
const AGE_PLACE_RE = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;

function ageMode(r: Reader, v: unknown, field: string): AgeMode | undefined {
  return AGE_MODES.find((m) => m === v) ?? r.fail(field, 'invalid_value');
}

function agePlace(r: Reader, v: unknown, field: string): AgePlaceRule | undefined {
  const o = r.obj(v, field);
  if (!o) return undefined;
  const place = typeof o.place === 'string' ? o.place.trim().toUpperCase() : '';
  if (!AGE_PLACE_RE.test(place)) r.fail(`${field}.place`, 'invalid_place');
  const mode = ageMode(r, o.mode, `${field}.mode`);
  return AGE_PLACE_RE.test(place) && mode ? { place, mode } : undefined;
}

function agePolicy(r: Reader, v: unknown): AgePolicy | undefined {
  const o = r.obj(v, 'agePolicy');
  if (!o) return undefined;
  const before = r.errors.length;
  const fallback = ageMode(r, o.default, 'agePolicy.default');
  const places = r.list(o.places, 'agePolicy.places', AGE_PLACES_MAX, (x, f) => agePlace(r, x, f));
  places?.forEach((rule, i) => {
    if (places.findIndex((other) => other.place === rule.place) !== i) r.fail(`agePolicy.places.${i}.place`, 'duplicate_place');
  });
  return r.errors.length === before ? { default: fallback!, places: places! } : undefined;
}

/** The custodian of records: a name and an address together, or neither (not set). Settings saved
 * before the custodian existed have none. */
function custodian(r: Reader, v: unknown): Custodian | undefined {
  const o = r.obj(v ?? { name: '', address: '' }, 'custodian');
  if (!o) return undefined;
  const name = r.text(o.name ?? '', 'custodian.name', CUSTODIAN_NAME_MAX_CHARS, 0);
  const address = r.text(o.address ?? '', 'custodian.address', CUSTODIAN_ADDRESS_MAX_CHARS, 0);
  if (name === undefined || address === undefined) return undefined;
  if (name === '' && address !== '') return r.fail('custodian.name', 'required');
  if (address === '' && name !== '') return r.fail('custodian.address', 'required');
  return { name, address };
}

function host(r: Reader, v: unknown, field: string): string | undefined {
  if (typeof v !== 'string') return r.fail(field, 'invalid_value');
  const h = v.trim().toLowerCase();
  if (h === '') return r.fail(field, 'required');
  if (h.length > HOST_MAX_CHARS || !HOST_RE.test(h)) return r.fail(field, 'invalid_host');
  return h;
}

/**
 * Reads a whole settings object: a clean copy (text trimmed, unknown keys left out) or every error
 * found, each as `{field, code}` with the field's path (`sisterSites.2.url`, `adSlots.footer-1.src`).
 */
export function checkSettings(input: unknown): SettingsCheck {
  const r = new Reader();
  if (!isObj(input)) return { ok: false, errors: [{ field: '', code: 'invalid_value' }] };
  const iframeHosts = r.list(input.iframeHosts, 'iframeHosts', IFRAME_HOSTS_MAX, (x, f) => host(r, x, f)) ?? [];
  const sisterSites = r.list(input.sisterSites, 'sisterSites', SISTER_SITES_MAX, (x, f) => link(r, x, f));
  const liveCams = link(r, input.liveCams, 'liveCams');
  const directory = link(r, input.directory, 'directory');
  const studio = link(r, input.studio, 'studio');
  const webmasters = link(r, input.webmasters, 'webmasters');
  const rtaLabel = link(r, input.rtaLabel, 'rtaLabel');
  let contactEmail = r.text(input.contactEmail, 'contactEmail', EMAIL_MAX_CHARS);
  if (contactEmail !== undefined && !isEmail(contactEmail)) contactEmail = r.fail('contactEmail', 'invalid_email');
  const promoLinks = r.list(input.promoLinks, 'promoLinks', PROMO_LINKS_MAX, (x, f) => promoLink(r, x, f));
  const adSlots: Partial<Record<AdSlotName, AdContent>> = {};
  const slots = r.obj(input.adSlots, 'adSlots');
  if (slots) {
    for (const name of Object.keys(slots)) {
      if (!(AD_SLOT_NAMES as readonly string[]).includes(name)) r.fail(`adSlots.${name}`, 'unknown_slot');
    }
    for (const name of AD_SLOT_NAMES) {
      const ad = adContent(r, slots[name], `adSlots.${name}`, iframeHosts);
      if (ad) adSlots[name] = ad;
    }
  }
  const widget = r.obj(input.partnerWidget, 'partnerWidget');
  const widgetTitle = widget && r.text(widget.title, 'partnerWidget.title', SETTINGS_LABEL_MAX_CHARS);
  const items = widget && r.list(widget.items, 'partnerWidget.items', PARTNER_ITEMS_MAX, (x, f) => promoItem(r, x, f));
  let recaptchaSiteKey = r.text(input.recaptchaSiteKey ?? '', 'recaptchaSiteKey', RECAPTCHA_KEY_MAX_CHARS, 0);
  if (recaptchaSiteKey !== undefined && !KEY_RE.test(recaptchaSiteKey)) recaptchaSiteKey = r.fail('recaptchaSiteKey', 'invalid_key');
  const pre = preroll(r, input.preroll ?? null);
  const reportDueDays = dueDays(r, input.reportDueDays);
  const age = agePolicy(r, input.agePolicy);
  const records = custodian(r, input.custodian);
  if (r.errors.length > 0) return { ok: false, errors: r.errors };
  return {
    ok: true,
    value: {
      sisterSites: sisterSites!,
      liveCams: liveCams!,
      directory: directory!,
      studio: studio!,
      webmasters: webmasters!,
      rtaLabel: rtaLabel!,
      contactEmail: contactEmail!,
      promoLinks: promoLinks!,
      adSlots,
      partnerWidget: { title: widgetTitle!, items: items! },
      recaptchaSiteKey: recaptchaSiteKey!,
      preroll: pre!,
      custodian: records!,
      iframeHosts,
      reportDueDays: reportDueDays!,
      agePolicy: age!,
    },
  };
}
