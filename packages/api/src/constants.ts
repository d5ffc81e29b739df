// Every number and value set of the data-call contract, once.

/** Cache lifetimes in seconds, as they appear in paths. */
export const LIFETIME_VIDEOS_S = 86400;
export const LIFETIME_MAIN_S = 14400;
export const LIFETIME_CATEGORIES_S = 14400;
export const LIFETIME_RELATED_S = 432000;
export const LIFETIME_SUGGESTER_S = 43200;
export const LIFETIME_VIDEOFILE_S = 864000;
/** The player passes ten times the catalogue's video-file lifetime. */
export const LIFETIME_VIDEOFILE_PLAYER_S = 8640000;
export const LIFETIME_TIMELINES_S = 2592000;
/** The operator's site settings (GET /api/settings.json): a change reaches every API node and every
 * visitor within this lifetime, so it stays short. */
export const SETTINGS_LIFETIME_S = 60;
export const LIFETIME_COMMENTS_S = 3600;
export const LIFETIME_MEMBER_S = 7200;
export const LIFETIME_MODELS_S = 3600;
export const LIFETIME_PLAYLISTS_S = 86400;
export const LIFETIME_SUBSCRIPTIONS_S = 14400;
/** Not given by the specification: channels change as rarely as categories. */
export const LIFETIME_CHANNELS_S = 14400;
/** Not given by the specification: the download page's record of a channel is near static. */
export const LIFETIME_DOWNLOAD_S = 86400;
/** Own lists and signed-in comment lists are never cached. */
export const LIFETIME_UNCACHED_S = 0;

/** Page sizes. */
export const COUNT_VIDEOS = 60;
export const COUNT_CHANNELS = 60;
export const COUNT_MODELS = 60;
export const COUNT_PLAYLISTS = 60;
export const COUNT_MEMBERS = 96;
export const COUNT_RELATED = 20;
export const COUNT_SUGGESTIONS = 1000;
/** Comments page size when the query gives none, and the most one page may hold. */
export const COMMENTS_COUNT_DEFAULT = 20;
export const COMMENTS_COUNT_MAX = 100;
/** Subscriptions have no page size in the specification; the other object lists use 60. */
export const SUBSCRIPTIONS_COUNT_DEFAULT = COUNT_PLAYLISTS;
/** Upper bound the server accepts for any count in a path. */
export const COUNT_MAX = 1000;

/** Bucketed ids: id ÷ 1,000,000 and id ÷ 1,000. */
export const BUCKET_MILLION = 1_000_000;
export const BUCKET_THOUSAND = 1_000;

/** Duration bucket bounds in seconds: 1 under 10 min, 2 10–40 min, 3 over 40 min. */
export const DURATION_SHORT_MAX_S = 10 * 60;
export const DURATION_MEDIUM_MAX_S = 40 * 60;
/** Videos longer than this are served as HLS. */
export const HLS_THRESHOLD_S = 1800;

export const DEFAULT_GENDER = 'str';
export const DEFAULT_LANG = 'en';
export const DEFAULT_VIDEO_SORT = 'latest-updates';
export const DEFAULT_MODEL_SORT = 'most-popular';
export const DEFAULT_CHANNEL_SORT = 'alphabetaz';
export const DEFAULT_MEMBER_SORT = 'recent';
export const DEFAULT_PLAYLIST_SORT = 'latest-updates';
export const DEFAULT_TYPE = 'all';
export const DEFAULT_CATEGORY_SECTION = 'toptn';
export const DEFAULT_MEMBER_SECTION = 'all';

/** Filter strings: seven dots for members (8 positions), ten dots for models (11 positions). */
export const MEMBER_FILTER_POSITIONS = 8;
export const MODEL_FILTER_POSITIONS = 11;
export const MEMBER_FILTER_DEFAULT = '.'.repeat(MEMBER_FILTER_POSITIONS - 1);
export const MODEL_FILTER_DEFAULT = '.'.repeat(MODEL_FILTER_POSITIONS - 1);

/** Text search length. */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 69;

/**
 * A video's status_id. 1 is live on the site. Every other value is public nowhere (no list, search,
 * related list, sitemap, embed, oEmbed or file list): 2 is an upload whose owner has not chosen its
 * preview yet; 3 waits for a moderator's review; 4 was rejected by one; 6 is held by staff (reported
 * pending review, or its uploader banned) and goes back to what it was when released. 5 is recently
 * deleted, by its owner or by a takedown: its watch page and embed say so, its files answer 410.
 */
export const VideoStatus = { Active: 1, Unpublished: 2, Review: 3, Rejected: 4, Deleted: 5, Held: 6 } as const;
export type VideoStatus = (typeof VideoStatus)[keyof typeof VideoStatus];

/** The embed iframe's default size, 16:9; oEmbed answers scale it down to fit what is asked. */
export const EMBED_WIDTH_PX = 640;
export const EMBED_HEIGHT_PX = 360;
/** The embed iframe's `allow`: what the player may use inside a host's page (autoplay, full screen,
 * picture-in-picture, the VR view's motion sensors, the share box's copy, protected media, sharing). */
export const EMBED_ALLOW =
  'autoplay; fullscreen; picture-in-picture; accelerometer; gyroscope; clipboard-write; encrypted-media; web-share';

export const GENDERS = ['str', 'gay', 'she'] as const;
/** The cookie holding the visitor's gender-site choice (one of GENDERS), read by the site's lists. */
export const GENDER_COOKIE = 'gender';
export const LANGS = ['en'] as const;
export const VIDEO_SORTS = [
  'latest-updates',
  'longest',
  'most-commented',
  'most-popular',
  'most-viewed',
  'top-rated',
  'most-viewed-week',
  'most-viewed-day',
] as const;
export const SEARCH_SORT = 'relevance';
export const CHANNEL_MODEL_SORTS = [
  'alphabetaz',
  'alphabetza',
  'count-videos',
  'latest-updates',
  'most-popular',
  'most-viewed',
  'recent',
  'top-rated',
  'most-subscribed',
] as const;
export const CATEGORY_SORTS = ['count-videos', 'latest-updates', 'most-popular', 'most-viewed', 'recent', 'top-rated'] as const;
export const SUBSCRIPTION_SORTS = ['count-subs', 'count-videos', 'latest-updates', 'most-popular-videos', 'recent'] as const;
/** Members and playlists have no sort list in the specification; these are the ones a list page needs. */
export const MEMBER_SORTS = ['recent', 'alphabetaz', 'alphabetza', 'count-videos', 'most-subscribed', 'most-viewed'] as const;
export const PLAYLIST_SORTS = ['latest-updates', 'alphabetaz', 'count-videos', 'most-viewed', 'top-rated', 'most-subscribed'] as const;

/** Sections of the videos2 list: whose videos the list holds. */
export const VIDEO_SECTIONS = ['all', 'category', 'channel', 'model', 'user', 'favourites', 'playlist', 'related', 'search'] as const;
/** Video types: all, or one kind. */
export const VIDEO_TYPES = ['all', 'public', 'private', 'hd', 'fhd', 'vr'] as const;
export const DURATION_FILTERS = ['', 'all', '1', '2', '3'] as const;
export const DATE_FILTERS = ['', 'all', 'day', 'week', 'month'] as const;

export const CATEGORY_SECTIONS = ['toptn', 'all'] as const;
export const CHANNEL_SECTIONS = ['all', 'category', 'model'] as const;
export const MEMBER_SECTIONS = ['all', 'friends', 'subscribers', 'subscriptions'] as const;
export const MEMBER_PROFILE_SECTIONS = ['user', 'info', 'u_ava', 'u_cover'] as const;
export const COMMENT_SECTIONS = ['video', 'model', 'channel', 'user', 'playlist'] as const;
export const PLAYLIST_SECTIONS = ['all', 'user', 'video'] as const;
export const SUBSCRIPTION_TYPES = ['channel', 'model', 'user', 'playlist'] as const;
export const STAT_ACTS = ['view', 'vote', 'subscribe', 'favourite'] as const;
export const STAT_SECTIONS = ['video', 'channel', 'model', 'user', 'playlist', 'category'] as const;

/** Profile and filter value sets. */
export const AGE_BANDS = { 1: '18-21', 2: '22-29', 3: '30-39', 4: '40+' } as const;
export const HAIR = { 1: 'brunette', 2: 'dark', 3: 'redhead', 4: 'brown', 5: 'blonde' } as const;
export const GENDER_VALUES = { 1: 'man', 2: 'woman', 3: 'shemale' } as const;
export const HEIGHT = { 1: 'very little', 2: 'little', 3: 'medium', 4: 'high' } as const;
export const WEIGHT = { 1: 'very light', 2: 'light', 3: 'medium', 4: 'heavy' } as const;
export const ETHNICITY = ['asian', 'caucasian', 'ebony', 'latin'] as const;
export const RELATIONSHIP = { 1: 'single', 2: 'married', 3: 'open' } as const;
export const ORIENTATION = { 1: 'not sure', 2: 'hetero', 3: 'gay', 4: 'lesbian', 5: 'bisexual' } as const;
export const AVATAR_FILTER = ['yes', 'no'] as const;
export const PROFILE_TABS = ['uploaded_videos', 'favourite_videos', 'subscriptions'] as const;

/**
 * Model filter positions (ten dots, eleven fields), in order. Each takes a key of the named value
 * set or stays empty: gender, age band, hair, ethnicity, height, weight, avatar (yes/no),
 * eye colour, tattoo (yes/no), piercing (yes/no), first letter of the name (a–z).
 */
export const MODEL_FILTER_FIELDS = [
  'gender',
  'age',
  'hair',
  'ethnicity',
  'height',
  'weight',
  'avatar',
  'eye',
  'tattoo',
  'piercing',
  'letter',
] as const;
export const EYE_COLOURS = ['blue', 'brown', 'green', 'grey', 'hazel'] as const;
export const YES_NO = ['yes', 'no'] as const;

/**
 * Member filter positions (seven dots, eight fields): gender, age band, relationship, orientation,
 * country (two-letter lowercase code), avatar (yes/no), has uploads (yes/no), first letter (a–z).
 */
export const MEMBER_FILTER_FIELDS = ['gender', 'age', 'relationship', 'orientation', 'country', 'avatar', 'uploads', 'letter'] as const;

/** Categories the client removes from the category list. */
export const CLIENT_HIDDEN_CATEGORIES = ['Hidden Cam', 'Voyeur'] as const;
/** Category dirs with special SEO titles. */
export const SEO_CATEGORY_DIRS = ['big-tits', 'hd', 'milf', 'amateur', 'brunette', 'big-ass', 'japanese', 'mature'] as const;

/** Video file formats: renditions and the trailer the player drops. */
export const FORMAT_SD = '_sd.mp4';
export const FORMAT_HD = '.mp4';
export const FORMAT_FHD = '_fhd.mp4';
export const FORMAT_TRAILER = '_tr.mp4';
/** The query parameter the player appends to a rendition's address to ask for its HLS stream. */
export const HLS_SOURCE_PARAM = 'f=video.m3u8';
/** Timeline sprites are served as jpg. */
export const TIMELINES_FORMAT = 'timelines';

/** Comment rate limits: per 10 minutes. */
export const COMMENT_WINDOW_MS = 10 * 60 * 1000;
export const COMMENTS_PER_USER = 5;
export const COMMENTS_PER_IP = 20;

/** Defaults the path builders need (added with paths.ts). */
/** Not given for the members list: lists are cached for 3600 s. */
export const LIFETIME_MEMBERS_S = 3600;
/** Lists start at page 1. */
export const FIRST_PAGE = 1;
/** Video, channel and playlist lists default to every object. */
export const DEFAULT_SECTION = 'all';
/** A member record's default section; u_ava and u_cover are the image uploads. */
export const DEFAULT_MEMBER_PROFILE_SECTION = 'user';
