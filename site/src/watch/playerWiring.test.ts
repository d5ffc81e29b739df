import { describe, expect, it, vi } from 'vitest';
import { appendNew } from './RelatedVideos';
import { mediaLoader, playerNavigate, playerVideo } from './playerWiring';
import { testVideo } from './testVideo';

function fakeLocation(href: string) {
  const url = new URL(href);
  return { href: url.href, origin: url.origin, assign: vi.fn() } as unknown as Location & { assign: ReturnType<typeof vi.fn> };
}

describe('the watch page wiring of the player', () => {
  it('hands the player the video with its seconds, poster and channel page', () => {
    expect(playerVideo(testVideo())).toEqual({
      video_id: 42,
      title: 'Quiet Harbour',
      dir: 'quiet-harbour-42',
      duration: 605,
      status_id: 1,
      thumbsrc: '/media/42/scr.jpg',
      channel: { url: '/pornsite/harbour-films/', title: 'Harbour Films' },
    });
    expect(playerVideo(testVideo({ channel: 'UsersUpload' })).channel).toBeNull();
  });

  it("gives the player the media of the loader's early file request, with the video's duration", async () => {
    const early = Promise.resolve([{ video_url: '/get_file/a.mp4', format: '.mp4', vr: '', timelines_count: 0, timelines_interval: 0 }]);
    const media = await mediaLoader({ ...playerVideo(testVideo()), duration: 2400 }, early)();
    expect(media.durationS).toBe(2400);
    expect(media.sources.map((s) => s.src)).toEqual(['/get_file/a.mp4?f=video.m3u8', '/get_file/a.mp4']);
  });

  it('moves same-site links through the router and lets other sites and new tabs go', () => {
    const here = fakeLocation('https://reel.example/video/42/quiet-harbour-42/');
    const router = vi.fn();
    const navigate = playerNavigate(router, here);
    navigate('https://reel.example/video/7/next-one/?autostart=1', { newTab: false });
    navigate('/download?video=42', { newTab: false });
    expect(router.mock.calls).toEqual([['/video/7/next-one/?autostart=1'], ['/download?video=42']]);
    navigate('https://studio.example/join', { newTab: false });
    expect(here.assign).toHaveBeenCalledWith('https://studio.example/join');
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    navigate('/video/7/next-one/?r=1', { newTab: true });
    expect(open).toHaveBeenCalledWith('/video/7/next-one/?r=1', '_blank', 'noopener');
    expect(router).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });

  it('appends a further related page without repeating a video', () => {
    const list = [testVideo({ video_id: 1 }), testVideo({ video_id: 2 })];
    const more = [testVideo({ video_id: 2 }), testVideo({ video_id: 3 })];
    expect(appendNew(list, more).map((v) => v.video_id)).toEqual([1, 2, 3]);
  });
});
