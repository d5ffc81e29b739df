import { describe, expect, it } from 'vitest';
import { offeredTo, toPlayerVideo, toRelatedVideo } from './playerVideo.js';
import type { Video } from './types.js';

const video = {
  video_id: 42,
  dir: 'quiet-harbour-42',
  title: 'Quiet Harbour',
  duration: '10:05',
  duration_sec: 605,
  status_id: 1,
  thumbsrc: '/media/42/thumb.jpg',
  scr: '/media/42/scr.jpg',
  channel: { channel_id: 3, dir: 'harbour-films', title: 'Harbour Films', title2: '', url: 'https://studio.example/harbour', videos: 12 },
  url: '/video/42/quiet-harbour-42/',
} as Video;

describe('toPlayerVideo', () => {
  it('gives the seconds, the larger screenshot as poster and the channel page as the channel link', () => {
    expect(toPlayerVideo(video, { channelLink: true })).toEqual({
      video_id: 42,
      title: 'Quiet Harbour',
      dir: 'quiet-harbour-42',
      duration: 605,
      status_id: 1,
      thumbsrc: '/media/42/scr.jpg',
      channel: { url: '/pornsite/harbour-films/', title: 'Harbour Films' },
    });
  });

  it('falls back to the listed duration and the thumbnail', () => {
    const p = toPlayerVideo({ ...video, duration_sec: 0, scr: '' }, { channelLink: true });
    expect([p.duration, p.thumbsrc]).toEqual(['10:05', '/media/42/thumb.jpg']);
  });

  it("links no channel for a member's upload, and none at all without channelLink", () => {
    expect(toPlayerVideo({ ...video, channel: 'UsersUpload' }, { channelLink: true }).channel).toBeNull();
    expect(toPlayerVideo(video, { channelLink: false })).not.toHaveProperty('channel');
  });
});

describe('toRelatedVideo', () => {
  it('keeps the listed duration and takes the larger screenshot', () => {
    expect(toRelatedVideo(video)).toEqual({
      video_id: 42,
      dir: 'quiet-harbour-42',
      title: 'Quiet Harbour',
      duration: '10:05',
      scr: '/media/42/scr.jpg',
    });
    expect(toRelatedVideo({ ...video, scr: '' }).scr).toBe('/media/42/thumb.jpg');
  });
});

describe('offeredTo', () => {
  it('leaves members-only videos out for a visitor and keeps them for a member', () => {
    const list = [{ is_private: false }, { is_private: true }, { is_private: false }].map((v, i) => ({ ...video, ...v, video_id: i }));
    expect(offeredTo(list, { member: false }).map((v) => v.video_id)).toEqual([0, 2]);
    expect(offeredTo(list, { member: true }).map((v) => v.video_id)).toEqual([0, 1, 2]);
  });
});
