// The database schema: every entity of the product. Counters live on their rows so that
// each list sort is one index scan; the indexes name the sort or filter they serve.
export * from './schema/catalogue.js';
export * from './schema/people.js';
export * from './schema/activity.js';
