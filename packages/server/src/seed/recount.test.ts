// The recount caps each of an owner's sums at the integer maximum; their rating adds two of them, so
// it must not overflow where a ten-million-video catalogue's largest channel reaches both caps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { recountCounters } from './recount.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ videos: 10 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('recountCounters', () => {
  it('rates an owner whose likes and dislikes each sum past the integer maximum', async () => {
    const [{ id }] = await t.database.query<{ id: number }>(
      'SELECT channel_id AS id FROM videos WHERE channel_id IS NOT NULL AND status_id = 1 GROUP BY 1 HAVING count(*) >= 2 ORDER BY 1 LIMIT 1',
    );
    await t.database.query('UPDATE videos SET likes = $2, dislikes = $2 WHERE channel_id = $1', [id, INT4_MAX - 1]);
    await recountCounters(t.database);
    const [channel] = await t.database.query<{ likes: number; dislikes: number; rating: number }>(
      'SELECT likes, dislikes, rating FROM channels WHERE channel_id = $1',
      [id],
    );
    expect(channel).toEqual({ likes: INT4_MAX, dislikes: INT4_MAX, rating: 0.5 });
  });
});
