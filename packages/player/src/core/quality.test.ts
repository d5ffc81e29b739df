import { describe, expect, it } from 'vitest';
import { chooseDefaultQuality, planQualitySwitch, qualityFromName, QUALITY_ORDER } from './quality.js';

describe('qualityFromName', () => {
  it.each([
    ['_sd.mp4', 'SD'],
    ['_fhd.mp4', 'Full HD'],
    ['.mp4', 'HD'],
    ['/get_file/1/sig/42_sd.mp4', 'SD'],
    ['/get_file/1/sig/42_FHD.MP4', 'Full HD'],
    ['/get_file/1/sig/42.mp4', 'HD'],
  ])('%s → %s', (name, label) => {
    expect(qualityFromName(name)).toBe(label);
  });

  it('anything that is not an mp4 has no label', () => {
    expect(qualityFromName('video.webm')).toBeNull();
    expect(qualityFromName('')).toBeNull();
  });
});

describe('chooseDefaultQuality', () => {
  it('orders SD < HD < Full HD', () => {
    expect(QUALITY_ORDER).toEqual(['SD', 'HD', 'Full HD']);
  });

  it('HD when present, else the best below, else the lowest there is', () => {
    expect(chooseDefaultQuality(['Full HD', 'SD', 'HD'])).toBe('HD');
    expect(chooseDefaultQuality(['Full HD', 'SD'])).toBe('SD');
    expect(chooseDefaultQuality(['Full HD'])).toBe('Full HD');
    expect(chooseDefaultQuality([])).toBeNull();
  });

  it('a remembered preference wins when that file exists', () => {
    expect(chooseDefaultQuality(['SD', 'HD', 'Full HD'], 'Full HD')).toBe('Full HD');
    expect(chooseDefaultQuality(['SD', 'HD'], 'Full HD')).toBe('HD');
  });
});

describe('planQualitySwitch', () => {
  it('keeps position and play state', () => {
    expect(planQualitySwitch('HD', 'SD', { currentTime: 42.5, paused: false })).toEqual({
      quality: 'SD',
      resumeAt: 42.5,
      play: true,
      metric: null,
      reload: true,
    });
    expect(planQualitySwitch('HD', 'SD', { currentTime: 10, paused: true }).play).toBe(false);
  });

  it('choosing Full HD sends fullHDClick', () => {
    expect(planQualitySwitch('HD', 'Full HD', { currentTime: 0, paused: true }).metric).toBe('fullHDClick');
    expect(planQualitySwitch('Full HD', 'Full HD', { currentTime: 0, paused: true })).toMatchObject({
      metric: 'fullHDClick',
      reload: false,
    });
  });

  it('an unknown time resumes at 0', () => {
    expect(planQualitySwitch('HD', 'SD', { currentTime: Number.NaN, paused: true }).resumeAt).toBe(0);
  });
});
