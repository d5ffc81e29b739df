// Every endpoint by name, one module per area: `ENDPOINT` (index.ts) is this module's namespace, so
// a bundle that calls `ENDPOINT.login` carries that entry and its parsers, not the whole table.
export * from './catalogue.js';
export * from './account.js';
export * from './session.js';
export * from './profile.js';
export * from './members.js';
export * from './inputActs.js';
export * from './socialForms.js';
export * from './uploads.js';
export * from './public.js';
export * from './reports.js';
export * from './moderation.js';
export * from './settings.js';
export * from './playerMetrics.js';
export * from './age.js';
export * from './consent.js';
