// The staff console's pages under /admin/, each once under its name: its address and parameters.
// The console matches them itself (a lazy chunk): the site's page table only knows that an /admin/
// address is the console's, so no visitor's first page carries this. A console address that names
// none of these is the console's own not-found page. Every console address ends with a slash.
import { param, parses } from '../endpoints/kit.js';
import type { PageParamParsers } from './entry.js';
import { ADMIN_HOME_PATH } from './table.js';

/** A report target type or a catalogue list, as the console's address writes it; the console checks the value set. */
const word = param.shaped(/^[a-z]{1,32}$/, 'lower-case word', 'invalid_word');
const id = param.id();

interface AdminEntry<P extends PageParamParsers = PageParamParsers, O extends string = string> {
  /** Under /admin/, with `:name` parameters. */
  readonly path: string;
  readonly params: P;
  /** A trailing parameter the address may leave out (the catalogue's home has no list chosen). */
  readonly optional?: O;
}
const entry = <const P extends PageParamParsers, const O extends keyof P & string = never>(e: AdminEntry<P, O>): AdminEntry<P, O> => e;
const list = (path: string) => entry({ path, params: {} });

export const ADMIN_PAGES = {
  admin: list(''),
  admin_review: list('review/'),
  admin_video: entry({ path: 'videos/:id/', params: { id } }),
  admin_reports: list('reports/'),
  admin_report: entry({ path: 'reports/:type/:id/', params: { type: word, id } }),
  admin_members: list('members/'),
  admin_member: entry({ path: 'members/:id/', params: { id } }),
  admin_jobs: list('jobs/'),
  admin_catalogue: entry({ path: 'catalogue/:kind/', params: { kind: word }, optional: 'kind' }),
  admin_audit: list('audit/'),
  admin_settings: list('settings/'),
  admin_dashboard: list('dashboard/'),
} as const;

export type AdminPageName = keyof typeof ADMIN_PAGES;
type AdminParsers<N extends AdminPageName> = (typeof ADMIN_PAGES)[N] extends AdminEntry<infer P> ? P : never;
/** A console page with its parameters, as the address writes them. */
export type AdminPageMatch = {
  [N in AdminPageName]: { name: N; params: Readonly<Partial<Record<keyof AdminParsers<N> & string, string>>> };
}[AdminPageName];

const NAMES = Object.keys(ADMIN_PAGES) as AdminPageName[];

function matchEntry(name: AdminPageName, segments: string[]): AdminPageMatch | null {
  const e: AdminEntry = ADMIN_PAGES[name];
  const pattern = e.path.split('/').filter((s) => s !== '');
  const short = e.optional !== undefined && pattern.at(-1) === `:${e.optional}` && segments.length === pattern.length - 1;
  if (segments.length !== pattern.length && !short) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of segments.entries()) {
    const want = pattern[i];
    if (!want.startsWith(':')) {
      if (part !== want) return null;
    } else if (parses(e.params[want.slice(1)], part)) params[want.slice(1)] = part;
    else return null;
  }
  return { name, params } as AdminPageMatch;
}

/** The console page of a path (`/admin/…/`, trailing slash included), or null for none. */
export function matchAdminRoute(pathname: string): AdminPageMatch | null {
  if (!pathname.startsWith(ADMIN_HOME_PATH) || !pathname.endsWith('/')) return null;
  const segments = pathname.slice(ADMIN_HOME_PATH.length).split('/').slice(0, -1);
  if (segments.some((s) => s === '')) return null;
  for (const name of NAMES) {
    const match = matchEntry(name, segments);
    if (match) return match;
  }
  return null;
}

type ValueFor<P> = P extends { parse(raw: string | undefined): infer T } ? (T extends number ? number | string : T) : never;
type AdminInput<N extends AdminPageName> = { readonly [K in keyof AdminParsers<N>]: ValueFor<AdminParsers<N>[K]> };
type AdminArg<N extends AdminPageName> = keyof AdminParsers<N> extends never
  ? [params?: Record<never, never>]
  : (typeof ADMIN_PAGES)[N] extends AdminEntry<PageParamParsers, infer O>
    ? [O] extends [never]
      ? [params: AdminInput<N>]
      : [params?: Partial<AdminInput<N>> & Omit<AdminInput<N>, O>]
    : never;

/** The address of console page `name`, e.g. `adminPagePath('admin_video', { id: 42 })`. */
export function adminPagePath<N extends AdminPageName>(name: N, ...[params]: AdminArg<N>): string {
  const values = (params ?? {}) as Readonly<Record<string, unknown>>;
  const e: AdminEntry = ADMIN_PAGES[name];
  const written = e.path.replace(/:([a-z_]+)\//g, (_, key: string) => {
    const value = values[key];
    if (value !== undefined && value !== null && value !== '') return `${encodeURIComponent(String(value))}/`;
    if (key === e.optional) return '';
    throw new Error(`adminPagePath('${name}') needs ${key}`);
  });
  return `${ADMIN_HOME_PATH}${written}`;
}
