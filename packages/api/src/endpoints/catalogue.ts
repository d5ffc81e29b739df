// The data calls of the catalogue: cached GETs whose lifetime is written in the path (lifetime 0 is
// the `.jsond` form, never cached).
// The video calls and the directory calls live in their own modules; this is the area the table
// and the docs list.
export { main, videos, search, video, related, suggester, stats } from './videoCalls.js';
export {
  categories,
  channels,
  channel,
  models,
  model,
  download,
  members,
  member,
  comments,
  playlists,
  playlist,
  subscriptions,
} from './directoryCalls.js';
