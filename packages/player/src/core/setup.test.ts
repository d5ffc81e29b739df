import { describe, expect, it } from 'vitest';
import { isDeletedStatus, planSetup } from './setup.js';
import type { VideoFileWire } from './sources.js';

const file = (format: string, extra: Partial<VideoFileWire> = {}): VideoFileWire => ({
  video_url: `/get_file/1/s/42${format}`,
  format,
  vr: '',
  timelines_count: 0,
  timelines_interval: 0,
  ...extra,
});

describe('planSetup', () => {
  it('status 5: the deleted notice, no player (even with files)', () => {
    expect(planSetup({ status_id: 5, answer: [file('.mp4')] })).toEqual({ kind: 'deleted', text: 'Video has been recently deleted' });
    expect(isDeletedStatus('5')).toBe(true);
    expect(isDeletedStatus(1)).toBe(false);
  });

  it('an error answer: player_setup_error, no player', () => {
    const plan = planSetup({ status_id: 1, answer: { error: true, code: 'video_not_found' } });
    expect(plan).toMatchObject({ kind: 'error', counter: 'player_setup_error', detail: { code: 'video_not_found' } });
  });

  it('not a list, or nothing playable: player_setup_error', () => {
    expect(planSetup({ answer: 'oops' }).kind).toBe('error');
    expect(planSetup({ answer: [file('_tr.mp4')] })).toMatchObject({ kind: 'error', message: 'no playable video file' });
  });

  it('ready: HD by default, plain file for a short video', () => {
    const plan = planSetup({ status_id: 1, answer: [file('_sd.mp4'), file('.mp4'), file('_fhd.mp4'), file('_tr.mp4')], duration: '12:30' });
    expect(plan).toMatchObject({ kind: 'ready', quality: 'HD', durationS: 750, hls: false, vr: null });
    if (plan.kind !== 'ready') throw new Error('not ready');
    expect(plan.files.map((f) => f.quality)).toEqual(['SD', 'HD', 'Full HD']);
    expect(plan.sources).toEqual([{ src: '/get_file/1/s/42.mp4', type: 'video/mp4', quality: 'HD' }]);
  });

  it("a long video: HLS then mp4; the files' duration is the fallback", () => {
    const plan = planSetup({ answer: [file('.mp4', { duration: 2400 })] });
    expect(plan).toMatchObject({ kind: 'ready', hls: true, durationS: 2400 });
    if (plan.kind !== 'ready') throw new Error('not ready');
    expect(plan.sources.map((s) => s.type)).toEqual(['application/x-mpegURL', 'video/mp4']);
  });

  it('the preference and the VR layout of the chosen file', () => {
    const plan = planSetup({
      answer: [file('.mp4', { vr: '360_mono' }), file('_fhd.mp4', { vr: '360_mono' })],
      duration: 100,
      preferredQuality: 'Full HD',
    });
    expect(plan).toMatchObject({ kind: 'ready', quality: 'Full HD', vr: { angle: 360, format: 'mono' } });
  });
});
