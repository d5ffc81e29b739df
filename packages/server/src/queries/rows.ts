// Row types of the tables, derived from the Drizzle schema so a column change reaches every query.
import type {
  categories,
  channels,
  comments,
  friendRequests,
  members,
  messages,
  models,
  playlists,
  sessions,
  settings,
  uploadJobs,
  videoFiles,
  videos,
  wallPosts,
} from '../db/schema.js';

export type MemberRecord = typeof members.$inferSelect;
export type SessionRecord = typeof sessions.$inferSelect;
export type VideoRecord = typeof videos.$inferSelect;
export type VideoFileRecord = typeof videoFiles.$inferSelect;
export type CategoryRecord = typeof categories.$inferSelect;
export type ChannelRecord = typeof channels.$inferSelect;
export type ModelRecord = typeof models.$inferSelect;
export type PlaylistRecord = typeof playlists.$inferSelect;
export type CommentRecord = typeof comments.$inferSelect;
export type FriendRequestRecord = typeof friendRequests.$inferSelect;
export type MessageRecord = typeof messages.$inferSelect;
export type WallPostRecord = typeof wallPosts.$inferSelect;
export type UploadJobRecord = typeof uploadJobs.$inferSelect;
export type SettingRecord = typeof settings.$inferSelect;

/** A row of `count(*)::int AS n`. */
export interface CountRow {
  n: number;
}
