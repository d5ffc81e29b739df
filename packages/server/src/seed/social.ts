// What members do: playlists, favourites, votes, subscriptions, comments, friends, messages, wall.
// Generated in JavaScript for every catalogue size: it scales with members, not with videos.
import type { Rng } from './random.js';
import { sampleInts } from './random.js';
import type { Row } from './sql.js';
import { COMMENTS, MESSAGES, PLAYLIST_NAMES, WALL_POSTS } from './socialWords.js';

/** About this many comments in all, spread unevenly over the members. */
export const COMMENT_TARGET = 2000;
const DAY_MS = 86_400_000;

export interface SocialPlan {
  memberIds: number[];
  videoCount: number;
  deletedId: number;
  channelCount: number;
  modelCount: number;
  now: number;
}

export interface SocialRows {
  playlists: Row[];
  playlistItems: Row[];
  favourites: Row[];
  votes: Row[];
  subscriptions: Row[];
  comments: Row[];
  friendRequests: Row[];
  messages: Row[];
  wallPosts: Row[];
}

function recent(rng: Rng, now: number, days: number): Date {
  return new Date(now - Math.floor(rng.next() * days * DAY_MS));
}

/** Distinct live video ids (the deleted one is left out: nobody lists or likes a removed video). */
function videoIds(rng: Rng, plan: SocialPlan, count: number): number[] {
  return sampleInts(rng, 1, plan.videoCount, Math.min(count + 1, plan.videoCount))
    .filter((id) => id !== plan.deletedId)
    .slice(0, count);
}

function others(rng: Rng, plan: SocialPlan, self: number, count: number): number[] {
  return rng.sample(
    plan.memberIds.filter((id) => id !== self),
    count,
  );
}

function playlists(rng: Rng, plan: SocialPlan, out: SocialRows): void {
  for (const user of plan.memberIds) {
    for (let k = rng.int(0, 3); k > 0; k--) {
      const id = out.playlists.length + 1;
      const posted = recent(rng, plan.now, 365);
      out.playlists.push({
        playlist_id: id,
        user_id: user,
        title: rng.pick(PLAYLIST_NAMES),
        description: 'A few videos worth watching again.',
        is_private: rng.chance(0.1),
        gender: 'str',
        post_date: posted,
      });
      videoIds(rng, plan, rng.int(3, 15)).forEach((video, i) =>
        out.playlistItems.push({ playlist_id: id, video_id: video, position: i + 1, added_at: new Date(posted.getTime() + i * 60_000) }),
      );
    }
  }
}

function favouritesAndVotes(rng: Rng, plan: SocialPlan, out: SocialRows): void {
  for (const user of plan.memberIds) {
    for (const video of videoIds(rng, plan, rng.int(5, 30)))
      out.favourites.push({ user_id: user, video_id: video, created_at: recent(rng, plan.now, 365) });
    // One vote per user per object: each section's ids are drawn without repeats.
    const vote = (section: string, ids: number[]) =>
      ids.forEach((id) =>
        out.votes.push({ user_id: user, section, object_id: id, vote: rng.chance(0.8) ? 1 : 0, created_at: recent(rng, plan.now, 365) }),
      );
    vote('video', videoIds(rng, plan, rng.int(5, 25)));
    vote('model', sampleInts(rng, 1, plan.modelCount, rng.int(0, 5)));
    vote('channel', sampleInts(rng, 1, plan.channelCount, rng.int(0, 3)));
  }
}

function subscriptions(rng: Rng, plan: SocialPlan, out: SocialRows): void {
  for (const user of plan.memberIds) {
    const add = (type: string, ids: number[]) =>
      ids.forEach((id) => out.subscriptions.push({ user_id: user, type, object_id: id, created_at: recent(rng, plan.now, 365) }));
    add('channel', sampleInts(rng, 1, plan.channelCount, rng.int(1, 4)));
    add('model', sampleInts(rng, 1, plan.modelCount, rng.int(1, 4)));
    // Never oneself, never one's own playlists.
    add('user', others(rng, plan, user, rng.int(0, 3)));
    const foreign = out.playlists.filter((p) => p.user_id !== user).map((p) => p.playlist_id as number);
    add('playlist', rng.sample(foreign, rng.int(0, 2)));
  }
}

function comments(rng: Rng, plan: SocialPlan, out: SocialRows): void {
  const perMember = COMMENT_TARGET / plan.memberIds.length;
  for (const user of plan.memberIds) {
    const ips = [`10.0.${user % 256}.1`, `10.0.${user % 256}.2`];
    for (let k = Math.round(perMember * (0.6 + 0.8 * rng.next())); k > 0; k--) {
      const r = rng.next();
      const [section, objectId] =
        r < 0.8
          ? ['video', videoIds(rng, plan, 1)[0]]
          : r < 0.92
            ? ['model', rng.int(1, plan.modelCount)]
            : ['channel', rng.int(1, plan.channelCount)];
      if (objectId === undefined) continue;
      out.comments.push({
        section,
        object_id: objectId,
        user_id: user,
        text: rng.pick(COMMENTS),
        ip: rng.pick(ips),
        likes: rng.int(0, 20),
        dislikes: rng.int(0, 3),
        post_date: recent(rng, plan.now, 365),
      });
    }
  }
}

function friendsMessagesWall(rng: Rng, plan: SocialPlan, out: SocialRows): void {
  const pairs = new Set<string>();
  for (const user of plan.memberIds) {
    // A request is sent once: a pair is skipped when either side already asked the other.
    for (const to of others(rng, plan, user, rng.int(0, 4))) {
      const key = user < to ? `${user}:${to}` : `${to}:${user}`;
      if (pairs.has(key)) continue;
      pairs.add(key);
      const r = rng.next();
      out.friendRequests.push({
        from_user_id: user,
        to_user_id: to,
        status: r < 0.6 ? 'accepted' : r < 0.9 ? 'pending' : 'declined',
        created_at: recent(rng, plan.now, 365),
      });
    }
    for (const to of others(rng, plan, user, rng.int(0, 6))) {
      const sent = recent(rng, plan.now, 90);
      const read = rng.chance(0.5) ? new Date(Math.min(plan.now, sent.getTime() + rng.int(1, 48) * 3_600_000)) : null;
      out.messages.push({ from_user_id: user, to_user_id: to, text: rng.pick(MESSAGES), created_at: sent, read_at: read });
    }
    for (let k = rng.int(0, 4); k > 0; k--) {
      const author = rng.chance(0.6) ? user : (others(rng, plan, user, 1)[0] ?? user);
      out.wallPosts.push({ user_id: user, author_id: author, text: rng.pick(WALL_POSTS), created_at: recent(rng, plan.now, 180) });
    }
  }
}

export function buildSocial(rng: Rng, plan: SocialPlan): SocialRows {
  const out: SocialRows = {
    playlists: [],
    playlistItems: [],
    favourites: [],
    votes: [],
    subscriptions: [],
    comments: [],
    friendRequests: [],
    messages: [],
    wallPosts: [],
  };
  playlists(rng.fork('playlists'), plan, out);
  favouritesAndVotes(rng.fork('favourites'), plan, out);
  subscriptions(rng.fork('subscriptions'), plan, out);
  comments(rng.fork('comments'), plan, out);
  friendsMessagesWall(rng.fork('friends'), plan, out);
  return out;
}
