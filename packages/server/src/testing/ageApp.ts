// A test server whose places ask for an age check: the age gate's and the age check's tests share it.
import { DEFAULT_SITE_SETTINGS } from '@reel/api/settings';
import { storeSiteSettings } from '../queries/siteSettings.js';
import { startTestApp, type TestApp, type TestAppOptions } from './app.js';

/** A visitor's request headers from Great Britain, a place that asks for a provider's check. */
export const FROM_GB = { 'cf-ipcountry': 'GB' };

/** Great Britain and Texas ask for a provider's check, the rest of the United States for a declaration, elsewhere nothing. */
const TEST_AGE_PLACES = [
  { place: 'GB', mode: 'verify' },
  { place: 'US', mode: 'declare' },
  { place: 'US-TX', mode: 'verify' },
] as const;

/** Starts a test server (`opts` as `startTestApp`'s) and stores the age policy of `TEST_AGE_PLACES`. */
export async function startAgeTestApp(opts: TestAppOptions): Promise<TestApp> {
  const t = await startTestApp(opts);
  await storeSiteSettings(t.database, { ...DEFAULT_SITE_SETTINGS, agePolicy: { default: 'none', places: [...TEST_AGE_PLACES] } });
  return t;
}
