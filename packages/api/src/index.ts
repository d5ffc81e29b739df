// @reel/api: the data-call contract shared by the site, the embed page and the server.
export * from './constants.js';
export * from './ids.js';
export type * from './types.js';
export * from './paths.js';
export * from './client.js';
export * from './siteRoutes.js';
export * from './pageMeta.js';
export * from './account.js';
export * from './social.js';
export * from './upload.js';
export * from './pageData.js';
export * from './endpoints/index.js';
