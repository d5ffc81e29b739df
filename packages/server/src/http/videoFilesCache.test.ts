// Dropping one video's file answers leaves every other stored answer in place.
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './cache.js';
import { encodeBody } from './compress.js';
import { dropVideoFiles } from './videoFilesCache.js';

const KEYS = {
  list: '/api/videofile.php|?video_id=5',
  watch: 'page|https://reel.example/video/5/a-title/',
  watchFrom: 'page|https://reel.example/video/5/a-title/?autostart=1',
  embed: 'page|/embed/5/',
  otherList: '/api/videofile.php|?video_id=50',
  otherWatch: 'page|https://reel.example/video/55/a-title/',
  otherEmbed: 'page|/embed/6/',
  videoAnswer: '/api/json/video/:lifetime/:b1/:b2/:file|0/0/5.json?',
  list5Page: 'page|/videos/latest-updates/5/',
};

describe('dropVideoFiles', () => {
  it("drops the video's file list, watch and embed pages, and nothing else", async () => {
    const cache = new ResponseCache(64 * 1024 * 1024);
    const body = await encodeBody('{}');
    for (const key of Object.values(KEYS)) cache.set(key, body, 600);
    expect(dropVideoFiles(cache, 5)).toBe(4);
    const kept = Object.entries(KEYS)
      .filter(([, key]) => cache.get(key, 600) !== undefined)
      .map(([name]) => name);
    expect(kept).toEqual(['otherList', 'otherWatch', 'otherEmbed', 'videoAnswer', 'list5Page']);
  });
});
