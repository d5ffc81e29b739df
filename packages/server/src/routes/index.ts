import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { loginRoutes } from './accountLogin.js';
import { adminOpsRoutes } from './adminOps.js';
import { adminPeopleRoutes } from './adminPeople.js';
import { adminVideoRoutes } from './adminVideos.js';
import { signupRoutes } from './accountSignup.js';
import { communityRoutes } from './community.js';
import { fileRoutes } from './files.js';
import { healthRoutes } from './health.js';
import { inputRoutes } from './input.js';
import { mainRoutes } from './main.js';
import { memberRoutes } from './member.js';
import { oembedRoutes } from './oembed.js';
import { playerMetricsRoutes } from './playerMetrics.js';
import { reportRoutes } from './report.js';
import { seoRoutes } from './seo.js';
import { socialRoutes } from '../social/routes.js';
import { suggestRoutes } from './suggest.js';
import { taxonomyRoutes } from './taxonomy.js';
import { timelineRoutes } from './timelines.js';
import { uploadRoutes } from './upload.js';
import { videoRoutes } from './videos.js';

/** Every row of the catalogue, grouped by what it serves, and oEmbed. */
export function catalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  healthRoutes(app, ctx);
  mainRoutes(app, ctx);
  videoRoutes(app, ctx);
  fileRoutes(app, ctx);
  suggestRoutes(app, ctx);
  taxonomyRoutes(app, ctx);
  timelineRoutes(app, ctx);
  communityRoutes(app, ctx);
  inputRoutes(app, ctx);
  socialRoutes(app, ctx);
  oembedRoutes(app, ctx);
  seoRoutes(app, ctx);
  uploadRoutes(app, ctx);
  loginRoutes(app, ctx);
  signupRoutes(app, ctx);
  memberRoutes(app, ctx);
  reportRoutes(app, ctx);
  adminVideoRoutes(app, ctx);
  adminPeopleRoutes(app, ctx);
  adminOpsRoutes(app, ctx);
  playerMetricsRoutes(app, ctx);
}
