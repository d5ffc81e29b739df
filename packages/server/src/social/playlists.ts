// A member's playlist edits: create, add, remove, order, delete. Only the owner changes a playlist;
// anyone else is refused with no_permission, whether the playlist is public or private.
import { PLAYLIST_TITLE_MAX_CHARS, PLAYLIST_TITLE_MIN_CHARS, PLAYLIST_VIDEOS_MAX, PLAYLISTS_PER_MEMBER_MAX } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError, badRequest } from '../http/errors.js';
import { isId } from '../http/params.js';
import { checkText, conflict, formId, noPermission, notFoundAny, nowIso } from './shared.js';
import { findTarget } from './targets.js';
import {
  appendToPlaylist,
  deletePlaylistAndTraces,
  insertPlaylistUnderLimit,
  playlistHolds,
  playlistItemIds,
  playlistOwner,
  recountPlaylist,
  removePlaylistItem,
  reorderPlaylist,
} from '../queries/ownPlaylists.js';

export async function createPlaylist(ctx: AppContext, memberId: number, title: unknown, isPrivate: boolean): Promise<number> {
  const clean = checkText(title, 'title', PLAYLIST_TITLE_MAX_CHARS, PLAYLIST_TITLE_MIN_CHARS);
  const id = await insertPlaylistUnderLimit(ctx.database, memberId, clean, isPrivate, nowIso(ctx), PLAYLISTS_PER_MEMBER_MAX);
  if (id === null) throw badRequest('too_many_playlists');
  return id;
}

/** The playlist, if it exists and belongs to the member. */
export async function ownedPlaylist(ctx: AppContext, memberId: number, playlistId: unknown): Promise<number> {
  const id = formId(playlistId, 'playlist_id');
  const owner = await playlistOwner(ctx.database, id);
  if (owner === null) throw notFoundAny();
  if (owner !== memberId) throw noPermission();
  return id;
}

export async function addToPlaylist(ctx: AppContext, memberId: number, playlistId: unknown, videoId: unknown): Promise<number> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  const video = await findTarget(ctx, 'video', String(formId(videoId, 'video_id')), memberId);
  if (!(await appendToPlaylist(ctx.database, id, video, nowIso(ctx), PLAYLIST_VIDEOS_MAX))) {
    if (await playlistHolds(ctx.database, id, video)) throw conflict('already_added');
    throw badRequest('playlist_full');
  }
  return recountPlaylist(ctx.database, id);
}

export async function removeFromPlaylist(ctx: AppContext, memberId: number, playlistId: unknown, videoId: unknown): Promise<number> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  const video = formId(videoId, 'video_id');
  if (!(await removePlaylistItem(ctx.database, id, video))) throw new ApiHttpError(404, 'not_in_playlist');
  return recountPlaylist(ctx.database, id);
}

/** `order` lists every video of the playlist exactly once, in the new order. */
export async function orderPlaylist(ctx: AppContext, memberId: number, playlistId: unknown, order: unknown): Promise<number> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  const text = typeof order === 'string' ? order.replace(/\s+/g, '') : '';
  const parts = text.split(',');
  if (!parts.every(isId)) throw badRequest('invalid_order');
  const ids = parts.map(Number);
  const current = new Set(await playlistItemIds(ctx.database, id));
  const same = new Set(ids).size === ids.length && ids.length === current.size && ids.every((v) => current.has(v));
  if (!same) throw badRequest('invalid_order');
  await reorderPlaylist(ctx.database, id, ids);
  return ids.length;
}

/** The playlist goes with its items; votes, comments and subscriptions on it name it without a key, so they go too. */
export async function deletePlaylist(ctx: AppContext, memberId: number, playlistId: unknown): Promise<void> {
  const id = await ownedPlaylist(ctx, memberId, playlistId);
  await deletePlaylistAndTraces(ctx.database, id);
}
