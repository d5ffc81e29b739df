// The database schema: every entity of the catalogue, the people and their activity. Counters live
// on their rows so that each list sort is one index scan; the indexes name the sort or filter they
// serve. Every table is listed here by name: drizzle-kit reads this file for the migrations.
export { categories, channels, models, videoCategories, videoFiles, videoModels, videos, type VideoMedia } from './schema/catalogue.js';
export { ageProofs, limitCounts, members, passwordResetTokens, sessions } from './schema/people.js';
export { appeals, auditLog, mailQueue, reports } from './schema/moderation.js';
export {
  comments,
  favourites,
  friendRequests,
  messages,
  playlistItems,
  playlists,
  searchKeywords,
  settings,
  statEvents,
  subscriptions,
  uploadJobs,
  videoViewsDaily,
  votes,
  wallPosts,
} from './schema/activity.js';
export { metricDaily, metricDailyHosts, metricRecords } from './schema/metrics.js';
export { videoCounts } from './schema/counts.js';
export { videoScopes } from './schema/scopes.js';
export { videoWords } from './schema/videoWords.js';
export { searchWords } from './schema/searchWords.js';
export { consentRecords, uploaderVerifications } from './schema/consent.js';
