// The pipeline's pure parts: container families behind an extension, progress across the stages,
// and the state a member is shown.
import { describe, expect, it } from 'vitest';
import { containerFamilies, extensionMatches } from './checks.js';
import { memberState } from './preview.js';
import { overallProgress } from './worker.js';

describe('extension against container', () => {
  it('reads ffprobe format names as families', () => {
    expect(containerFamilies('mov,mp4,m4a,3gp,3g2,mj2')).toEqual(['mp4']);
    expect(containerFamilies('matroska,webm')).toEqual(['matroska']);
    expect(containerFamilies('asf')).toEqual(['asf']);
    expect(containerFamilies('image2')).toEqual([]);
  });

  it('accepts an extension only for its own container', () => {
    expect(extensionMatches('mov', 'mov,mp4,m4a,3gp,3g2,mj2')).toBe(true);
    expect(extensionMatches('webm', 'matroska,webm')).toBe(true);
    expect(extensionMatches('mp4', 'matroska,webm')).toBe(false);
    expect(extensionMatches('avi', 'mov,mp4,m4a,3gp,3g2,mj2')).toBe(false);
    expect(extensionMatches('exe', 'mov,mp4,m4a,3gp,3g2,mj2')).toBe(false);
  });
});

describe('progress and states', () => {
  it('maps each stage into its share of the job, never backwards', () => {
    expect(overallProgress({ stage: 'renditions', ratio: 0 })).toBe(0);
    expect(overallProgress({ stage: 'renditions', ratio: 0.5 })).toBeCloseTo(0.35);
    expect(overallProgress({ stage: 'renditions', ratio: 1 })).toBeCloseTo(0.7);
    expect(overallProgress({ stage: 'trailer', ratio: 0 })).toBeCloseTo(0.7);
    expect(overallProgress({ stage: 'timelines', ratio: 2 })).toBeCloseTo(0.98);
    expect(overallProgress({ stage: 'done', ratio: 1 })).toBe(1);
  });

  it('shows queued and processing alike', () => {
    expect(['queued', 'processing', 'needs_preview', 'published', 'failed', 'cancelled'].map((s) => memberState(s, 2))).toEqual([
      'processing',
      'processing',
      'needs_preview',
      'published',
      'failed',
      'failed',
    ]);
  });

  it('says what staff decided once the preview is chosen', () => {
    expect([1, 3, 4, 5, 6].map((status) => memberState('published', status))).toEqual([
      'published',
      'in_review',
      'rejected',
      'removed',
      'in_review',
    ]);
  });
});
