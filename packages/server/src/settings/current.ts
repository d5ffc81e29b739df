// The settings in force: what an admin saved, over the fresh-install defaults. Pages read them on
// every request, so each node keeps the public part for at most SETTINGS_LIFETIME_S; a node that did
// not take the change sees it once its copy is that old, without a restart.
import { SETTINGS_LIFETIME_S } from '@reel/api';
import {
  checkSettings,
  DEFAULT_SITE_SETTINGS,
  publicSettings,
  type AgePolicy,
  type PublicSettings,
  type SiteSettings,
} from '@reel/api/settings';
import type { AppContext } from '../context.js';
import { withHouseTagsOnPage } from '../houseAds/pageTags.js';
import type { Database } from '../db/client.js';
import { storedSiteSettings } from '../queries/siteSettings.js';

const MS_PER_S = 1000;

/**
 * The saved settings with any field a newer version added taken from the defaults. A saved object
 * that no longer passes the validator (a rule tightened since) is not served: the defaults are.
 */
export async function loadSettings(database: Database): Promise<SiteSettings> {
  const stored = await storedSiteSettings(database);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return DEFAULT_SITE_SETTINGS;
  const checked = checkSettings({ ...DEFAULT_SITE_SETTINGS, ...stored });
  return checked.ok ? checked.value : DEFAULT_SITE_SETTINGS;
}

interface Memo<T> {
  atMs: number;
  value: Promise<T>;
}

// One memo per running app, so two apps in one process (tests of two nodes) keep their own.
const memos = new WeakMap<AppContext, Memo<PublicSettings>>();
const policyMemos = new WeakMap<AppContext, Memo<AgePolicy>>();
/** The age policy last read on this node, for the cache's fast path, which cannot wait for a read. */
const knownPolicies = new WeakMap<AppContext, AgePolicy>();

/** Reads through `memo`, at most once per lifetime; a failed read is not kept. */
function remembered<T>(ctx: AppContext, map: WeakMap<AppContext, Memo<T>>, read: () => Promise<T>): Promise<T> {
  const memo = map.get(ctx);
  if (memo && ctx.now() - memo.atMs < SETTINGS_LIFETIME_S * MS_PER_S) return memo.value;
  const value = read();
  map.set(ctx, { atMs: ctx.now(), value });
  value.catch(() => {
    if (map.get(ctx)?.value === value) map.delete(ctx);
  });
  return value;
}

/** What pages and the settings call receive of `s`: its public part, the house preroll named by
 * its path (houseAds/pageTags.ts). */
export function pageSettings(s: SiteSettings): PublicSettings {
  return withHouseTagsOnPage(publicSettings(s));
}

/** The public settings, read from the database at most once per lifetime on this node. */
export function currentPublicSettings(ctx: AppContext): Promise<PublicSettings> {
  return remembered(ctx, memos, () => loadSettings(ctx.database).then(pageSettings));
}

/** The age policy in force, read like the public settings. */
export function currentAgePolicy(ctx: AppContext): Promise<AgePolicy> {
  return remembered(ctx, policyMemos, async () => {
    const policy = (await loadSettings(ctx.database)).agePolicy;
    knownPolicies.set(ctx, policy);
    return policy;
  });
}

/** The age policy this node last read, without waiting; null before its first read. */
export const lastAgePolicy = (ctx: AppContext): AgePolicy | null => knownPolicies.get(ctx) ?? null;

/** After a save on this node: its next page reads the new settings. */
export function forgetSettings(ctx: AppContext): void {
  memos.delete(ctx);
  policyMemos.delete(ctx);
  knownPolicies.delete(ctx);
}
