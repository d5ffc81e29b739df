// A place's mode: a region's own rule, else its country's, else the default; the headers as the CDN
// writes them.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { anyVerify, modeFor, placeOf } from './policy.js';

const config = loadConfig({});
const policy = {
  default: 'declare' as const,
  places: [
    { place: 'GB', mode: 'verify' as const },
    { place: 'US-TX', mode: 'verify' as const },
    { place: 'US', mode: 'none' as const },
  ],
};

describe('the age policy of a place', () => {
  it('reads the country and the region, written alone or prefixed', () => {
    expect(placeOf({ 'cf-ipcountry': 'us', 'cf-region-code': 'tx' }, config)).toEqual({ country: 'US', region: 'US-TX' });
    expect(placeOf({ 'cf-ipcountry': 'US', 'cf-region-code': 'US-TX' }, config)).toEqual({ country: 'US', region: 'US-TX' });
    expect(placeOf({ 'cf-region-code': 'TX' }, config)).toEqual({ country: null, region: null });
    expect(placeOf({ 'cf-ipcountry': 'XX', 'cf-region-code': 'TX' }, config)).toEqual({ country: null, region: null });
    expect(placeOf({ 'x-region': 'TX', 'cf-ipcountry': 'US' }, loadConfig({ GEO_REGION_HEADER: 'X-Region' })).region).toBe('US-TX');
    expect(placeOf({ 'cf-ipcountry': 'US', 'cf-region-code': 'TX' }, loadConfig({ GEO_REGION_HEADER: '' })).region).toBeNull();
  });

  it('takes the region’s rule, then the country’s, then the default', () => {
    expect(modeFor(policy, { country: 'US', region: 'US-TX' })).toBe('verify');
    expect(modeFor(policy, { country: 'US', region: 'US-CA' })).toBe('none');
    expect(modeFor(policy, { country: 'GB', region: null })).toBe('verify');
    expect(modeFor(policy, { country: 'FR', region: null })).toBe('declare');
    expect(modeFor(policy, { country: null, region: null })).toBe('declare');
    expect(anyVerify(policy)).toBe(true);
    expect(anyVerify({ default: 'declare', places: [] })).toBe(false);
  });
});
