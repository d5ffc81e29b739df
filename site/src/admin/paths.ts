// The console's own pages, as its matcher (matchAdminRoute in @reel/api) names them under /admin/.
import { ADMIN_HOME_PATH } from '@reel/api';
import { type ReportTarget, type TaxonomyKind } from '@reel/api/moderation';

type Query = Readonly<Record<string, string | number | undefined | null>>;

/** `path` with the non-empty values of `query`; page 1 is left out, as it is the default. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || (name === 'page' && Number(value) === 1)) continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const adminPaths = {
  home: ADMIN_HOME_PATH,
  review: `${ADMIN_HOME_PATH}review/`,
  video: (id: number) => `${ADMIN_HOME_PATH}videos/${id}/`,
  reports: `${ADMIN_HOME_PATH}reports/`,
  report: (type: ReportTarget, id: number) => `${ADMIN_HOME_PATH}reports/${type}/${id}/`,
  members: `${ADMIN_HOME_PATH}members/`,
  member: (id: number) => `${ADMIN_HOME_PATH}members/${id}/`,
  jobs: `${ADMIN_HOME_PATH}jobs/`,
  catalogueHome: `${ADMIN_HOME_PATH}catalogue/`,
  catalogue: (kind: TaxonomyKind) => `${ADMIN_HOME_PATH}catalogue/${kind}/`,
  audit: `${ADMIN_HOME_PATH}audit/`,
  settings: `${ADMIN_HOME_PATH}settings/`,
  dashboard: `${ADMIN_HOME_PATH}dashboard/`,
} as const;

/** Where the console sends a visitor. */
export const SIGN_IN_PATH = '/signin/';
