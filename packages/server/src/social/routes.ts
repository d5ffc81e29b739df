// The social calls' routes, registered together from routes/index.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { commentRoutes } from '../routes/comment.js';
import { downloadRoutes } from '../routes/download.js';
import { friendRoutes } from '../routes/friends.js';
import { messageRoutes } from '../routes/messages.js';
import { playlistEditRoutes } from '../routes/playlist.js';
import { wallRoutes } from '../routes/wall.js';

export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  commentRoutes(app, ctx);
  playlistEditRoutes(app, ctx);
  friendRoutes(app, ctx);
  messageRoutes(app, ctx);
  wallRoutes(app, ctx);
  downloadRoutes(app, ctx);
}
