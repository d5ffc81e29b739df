// `@reel/server/testing`: the one door through which the repository's tooling (e2e/, bench/,
// scripts/, storybook/scripts/) reaches the server. Each name is listed: what is not here is the
// server's own business, and lint rejects a relative import into packages/server/src from tooling.

// A whole server over a seeded test database, its members and its e-mails.
export { startTestApp, type TestApp, type TestAppOptions } from './app.js';
export { createMember, signIn, cookieHeader, lastMessageTo, outboxMessages, TEST_ORIGIN, type TestMember } from './members.js';
export { createUploader, verifyUploader } from './uploaders.js';
export { attachTestConsent } from './consent.js';
export { freePort } from './freePort.js';

// A server built by hand, the way main.ts builds it: configuration, database, context, app, log.
export { loadConfig, publicOrigin, type Config } from '../config.js';
export { openDatabase, type Database } from '../db/client.js';
export { textOf, type QueryText } from '../db/prepared.js';
export { type AppContext } from '../context.js';
export { createContext } from '../compose/context.js';
export { buildApp } from '../app.js';
export { createLogger } from '../log.js';
export { lockPathFor } from '../db/lock.js';
export { PERIOD_VIEWS_DAY_KEY, rollPeriodViews } from '../queries/periodViews.js';

// The catalogue and the site settings a server starts with: seeded videos, the house preroll.
export { seedCatalogue, syntheticMedia, housePreroll, makeHouseClip, storeHousePreroll, mulberry32 } from '@reel/server/seed';
export { storeSiteSettings } from '../queries/siteSettings.js';
export { forgetSettings } from '../settings/current.js';
// A real OpenID provider standing in for an age-assurance service, with an adult and a minor account.
export { ADULT_ACCOUNT, MINOR_ACCOUNT, startTestAgeProvider, type TestAgeProvider } from './ageProvider.js';

// Media: the demo clips, pattern clips, tiny upload clips, and the object storage a server may use.
export { generateDemoMedia } from '../media/demo.js';
export { generateTestPattern, patternGraph } from '../media/patternClip.js';
export { makeClip, type ClipOptions } from './clips.js';
export { mediaObjects } from '../media/storage.js';
export { startTestS3, type TestS3 } from './s3.js';
export { buildTimelineVtt } from '../media/timelines.js';
export type { MediaInfo } from '../media/types.js';

// The upload pipeline's parts, for bench/pipeline's comparison with plain ffmpeg commands.
export { startWorkers, type RunningWorkers } from '../upload/run.js';
export { checkVideoFile } from '../upload/checks.js';
export { UploadWorker } from '../upload/worker.js';
export { ffmpegPath, runFfmpeg } from '../media/ffmpeg.js';
export { posterSize, previewSnippets, screenshotTimes } from '../media/images.js';
export { planRenditions } from '../media/renditions.js';
export { timelineCount, timelineInterval } from '../media/timelines.js';
export {
  HLS_SEGMENT_S,
  IMG_MAX_HEIGHT_PX,
  JPEG_QUALITY,
  PRESET_UPLOAD,
  PREVIEW_CRF,
  PREVIEW_HEIGHT_PX,
  PREVIEW_WIDTH_PX,
  SCR1_SCREEN_INDEX,
  SCR_MAX_HEIGHT_PX,
  THUMB_HEIGHT_PX,
  THUMB_SCREEN_INDEX,
  THUMB_WIDTH_PX,
  THUMBS_COUNT,
  TIMELINE_COLUMNS,
  TIMELINE_ROWS,
  TIMELINE_TILE_HEIGHT_PX,
  TIMELINE_TILE_WIDTH_PX,
  TRAILER_S,
} from '../media/constants.js';

// bench/api/scale's own PostgreSQL, whose seeded databases are kept between runs.
export { postgresBinDir, startKeptPostgres, type PostgresServer } from '../cluster/postgres.js';

// bench/api's nginx in front of the API nodes.
export { nginxMissing, nginxVersion, runNginx } from '../cluster/nginxProcess.js';
