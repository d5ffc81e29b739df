import type { MetaSubject } from '@reel/api/pages';
import { useMeta } from '../shell/meta';

/**
 * Names what the page shows (a model, a category, the search words) for the head the shell
 * rebuilds on each navigation; pages without a subject take their head from the route alone.
 */
export function PageSubject({ subject }: { subject: MetaSubject }) {
  useMeta(subject);
  return null;
}
