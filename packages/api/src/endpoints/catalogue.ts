// The data calls of the catalogue: cached GETs whose lifetime is written in the path (lifetime 0 is
// the `.jsond` form, never cached).
// The video calls and the directory calls live in their own modules, each exporting its entries and
// nothing else; this is the area the table and the docs list.
export * from './videoCalls.js';
export * from './directoryCalls.js';
