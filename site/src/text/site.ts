// The site-wide strings: its name and notices, the video card's and the page states' words, and the
// form check's messages shared by the member forms and the upload form. The first page's chunk
// carries this catalogue.
export const SITE_TEXT = {
  'site.name': 'Reel',
  'site.age_badge': '18+',
  'site.loading': 'Loading…',
  'site.adult_notice': 'Adults only (18+). All demo media are abstract test patterns.',
  'list.latest': 'Latest videos',
  'list.empty': 'There is no data in this list.',
  'video.deleted': 'Video has been recently deleted',
  'video.search_similar': 'Search for similar videos',
  'video.files_error': 'This video cannot be played right now. Please try again later.',
  'video.views': '{n} views',
  'video.categories': 'Categories',
  'video.models': 'Models',
  'page.not_found': 'Oops! Content not found!',
  'page.load_error': 'This page could not be loaded. Please try again.',
  'page.return_home': 'Return to the home page',
  'page.retry': 'Try again',
  'badge.hd': 'HD',
  'badge.fhd': 'FHD',
  'form.error.required': 'Required field',
  'form.error.min_length': 'Min length {length}',
  'form.error.max_length': 'Max length {length}',
} as const;
