import { SITE_NAME } from '@reel/api/pages';

/** What pageMeta adds after a page's own title; a heading is the title without it. */
export const SITE_SUFFIX = ` - ${SITE_NAME}`;
