// The social calls' routes, registered together from routes/index.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { commentRoutes } from './comment.js';
import { downloadRoutes } from './download.js';
import { friendRoutes } from './friends.js';
import { messageRoutes } from './messages.js';
import { playlistEditRoutes } from './playlist.js';
import { wallRoutes } from './wall.js';

export function socialRoutes(app: FastifyInstance, ctx: AppContext): void {
  commentRoutes(app, ctx);
  playlistEditRoutes(app, ctx);
  friendRoutes(app, ctx);
  messageRoutes(app, ctx);
  wallRoutes(app, ctx);
  downloadRoutes(app, ctx);
}
