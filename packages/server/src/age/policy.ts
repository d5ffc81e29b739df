// Which age check a visitor's place asks for. The CDN names the country (GEO_HEADER) and, where it
// can, the region inside it (GEO_REGION_HEADER, e.g. a US state); the operator's policy names the
// mode of each place. A region's own rule wins over its country's, which wins over the default.
import type { AgeMode, AgePolicy } from '@reel/api/settings';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config.js';
import { countryFromHeader } from '../http/geo.js';

export interface Place {
  country: string | null;
  /** `US-TX`: the country and the region's own code. */
  region: string | null;
}

const REGION_CODE_RE = /^[A-Z0-9]{1,3}$/;

/** The region as `CC-RR`: the header may carry the region alone (`TX`) or already prefixed (`US-TX`). */
function regionOf(country: string | null, value: string | string[] | undefined): string | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  if (!country || !raw) return null;
  const code = raw.startsWith(`${country}-`) ? raw.slice(country.length + 1) : raw;
  return REGION_CODE_RE.test(code) ? `${country}-${code}` : null;
}

export function placeOf(headers: IncomingHttpHeaders, config: Pick<Config, 'geoHeader' | 'geoRegionHeader'>): Place {
  const countryHeader = config.geoHeader.trim().toLowerCase();
  const regionHeader = config.geoRegionHeader.trim().toLowerCase();
  const country = countryHeader ? countryFromHeader(headers[countryHeader]) : null;
  return { country, region: regionHeader ? regionOf(country, headers[regionHeader]) : null };
}

export function modeFor(policy: AgePolicy, place: Place): AgeMode {
  const rule = (name: string | null) => (name ? policy.places.find((r) => r.place === name) : undefined);
  return (rule(place.region) ?? rule(place.country))?.mode ?? policy.default;
}

/** Whether any place asks for a check by a provider: only then do answers depend on the place. */
export const anyVerify = (policy: AgePolicy): boolean => policy.default === 'verify' || policy.places.some((r) => r.mode === 'verify');
