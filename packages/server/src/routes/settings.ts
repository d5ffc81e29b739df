// The site settings: the public answer every page and the embed read (short-lived, cacheable), and
// the console's read and save, admins only. A save is checked whole by the shared validator, written
// with an audit row holding the values before and after, and shown by this node at once; the other
// nodes show it when their copy reaches SETTINGS_LIFETIME_S.
import { SETTINGS_LIFETIME_S } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { checkSettings, type SettingsSaved } from '@reel/api/settings';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { badRequest } from '../http/errors.js';
import { cacheKey, sendCachedJson } from '../http/jsonReply.js';
import { publicChanged, record } from '../moderation/record.js';
import { storeSiteSettings } from '../queries/siteSettings.js';
import { forgetSettings, loadSettings, pageSettings } from '../settings/current.js';
import { privateAnswer } from '../social/form.js';
import { adminOnly } from './adminVideos.js';

/** The audit row's target: there is one settings object. */
const SETTINGS_TARGET = { type: 'settings', id: 0 } as const;

export function settingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Read from the database, not from the pages' memo, so the answer is never older than its lifetime.
  route(app, ENDPOINT.settings, async (req, reply) =>
    sendCachedJson(reply, ctx.cache, cacheKey(req), SETTINGS_LIFETIME_S, async () => pageSettings(await loadSettings(ctx.database))),
  );

  route(app, ENDPOINT.adminSettings, async (_req, reply) => privateAnswer(reply, await loadSettings(ctx.database)), adminOnly);

  route(
    app,
    ENDPOINT.adminSaveSettings,
    async (req, reply) => {
      const admin = requireAdmin(req);
      const checked = checkSettings(req.body);
      if (!checked.ok) throw badRequest('invalid_settings', checked.errors);
      const before = await loadSettings(ctx.database);
      await storeSiteSettings(ctx.database, checked.value);
      await record(ctx, admin, 'settings', SETTINGS_TARGET, { before, after: checked.value });
      forgetSettings(ctx);
      publicChanged(ctx);
      const answer: SettingsSaved = { ok: true, settings: checked.value };
      return privateAnswer(reply, answer);
    },
    adminOnly,
  );
}
