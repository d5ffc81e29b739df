import { describe, expect, it } from 'vitest';
import { ageGateDecision } from './ageGate';
import { ageTextFor } from './ageText';

describe('age gate', () => {
  it('opens on a first visit to any page', () => {
    expect(ageGateDecision(null, '/', '')).toBe('open');
    expect(ageGateDecision('0', '/video/1/a/', '?r=1')).toBe('open');
    expect(ageGateDecision(null, '/information/privacy/', '')).toBe('open');
  });

  it('stays closed once accepted', () => {
    expect(ageGateDecision('1', '/', '')).toBe('skip');
  });

  it('stays closed on the terms and cookie pages', () => {
    expect(ageGateDecision(null, '/information/terms/', '')).toBe('skip');
    expect(ageGateDecision(null, '/information/cookies/', '')).toBe('skip');
  });

  it('stays closed on the staff console, whose users confirmed their age by their role', () => {
    for (const path of ['/admin', '/admin/', '/admin/review/', '/admin/videos/42/', '/admin/reports/comment/7/'])
      expect(ageGateDecision(null, path, '')).toBe('skip');
    // Only the console's own folder: a page merely starting with the same letters is gated.
    expect(ageGateDecision(null, '/administrator/', '')).toBe('open');
    expect(ageGateDecision(null, '/adminx', '')).toBe('open');
    // The console's visitor who is not staff is sent to sign in, which is a gated page.
    expect(ageGateDecision(null, '/signin/', '')).toBe('open');
  });

  it('accepts campaign and publisher traffic directly', () => {
    for (const search of ['?pub=39', '?campaign_id=12', '?source=abc', '?a=1&source=']) {
      expect(ageGateDecision(null, '/', search)).toBe('accept');
    }
  });

  it('words the gate by country, English by default', () => {
    expect(ageTextFor('RU').text_enter).not.toBe(ageTextFor(null).text_enter);
    expect(ageTextFor('de').lang).toBe('de');
    expect(ageTextFor('FR').lang).toBe('fr');
    expect(ageTextFor('US').text_enter).toBe('Accept and enter');
    expect(ageTextFor('zz').lang).toBe('en');
  });

  it('where the place asks for a check, neither the click-through cookie nor a campaign opens the site', () => {
    expect(ageGateDecision('1', '/', '', 'verify')).toBe('verify');
    expect(ageGateDecision(null, '/', '?pub=39', 'verify')).toBe('verify');
    expect(ageGateDecision(null, '/age-check/failed/', '?return=/', 'verify')).toBe('skip');
    expect(ageGateDecision(null, '/information/terms/', '', 'verify')).toBe('skip');
    expect(ageGateDecision(null, '/', '', 'none')).toBe('skip');
    expect(ageGateDecision(null, '/', '', 'declare')).toBe('open');
  });
});
