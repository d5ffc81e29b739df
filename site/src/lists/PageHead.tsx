import { pageMeta, type MetaSubject } from '@reel/api';

/** The page's title, as the server writes it into the first page load's head. */
export function PageTitle({ name, params = {}, subject }: { name: string; params?: Record<string, string>; subject?: MetaSubject }) {
  return <title>{pageMeta(name, params, subject).title}</title>;
}
