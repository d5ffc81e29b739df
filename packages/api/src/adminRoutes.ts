// The staff console's pages under /admin/, matched by the console itself (a lazy chunk): the site's
// route table only knows that an /admin/ address is the console's, so no visitor's first page
// carries this. A console address that names none of these is the console's own not-found page.
import { isId } from './ids.js';
import type { SiteParams } from './siteRoutes.js';

/** Console sections without an object of their own: lists, whose page and filters are in the query. */
const ADMIN_LISTS = ['review', 'reports', 'members', 'jobs', 'catalogue', 'audit', 'settings', 'dashboard'] as const;
/** A report target type or a catalogue list, as the console's address writes it. */
const WORD_RE = /^[a-z]{1,32}$/;
const isWord = (segment: string | undefined): segment is string => segment !== undefined && WORD_RE.test(segment);

export interface AdminPageMatch {
  name: string;
  params: SiteParams;
}

/** The console page of a path (`/admin/…/`, trailing slash included), or null for none. */
export function matchAdminRoute(pathname: string): AdminPageMatch | null {
  const parts = pathname.split('/').filter((x) => x !== '');
  if (parts[0] !== 'admin' || !pathname.endsWith('/')) return null;
  const [section, a, b, ...rest] = parts.slice(1);
  const page = (name: string, params: SiteParams = {}): AdminPageMatch => ({ name, params });
  if (section === undefined) return page('admin');
  if ((ADMIN_LISTS as readonly string[]).includes(section) && a === undefined) return page(`admin_${section}`);
  if (rest.length) return null;
  if (section === 'videos' && isId(a) && b === undefined) return page('admin_video', { id: a });
  if (section === 'members' && isId(a) && b === undefined) return page('admin_member', { id: a });
  if (section === 'reports' && isWord(a) && isId(b)) return page('admin_report', { type: a, id: b });
  if (section === 'catalogue' && isWord(a) && b === undefined) return page('admin_catalogue', { kind: a });
  return null;
}
