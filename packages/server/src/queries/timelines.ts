// What a video's timeline thumbnails file is made from.
import type { Database } from '../db/client.js';
import type { VideoRecord } from './rows.js';

export type TimelineRow = Pick<VideoRecord, 'duration_sec' | 'timelines_count' | 'timelines_interval' | 'media'>;

export async function timelineRow(database: Database, videoId: number): Promise<TimelineRow | null> {
  const rows = await database.query<TimelineRow>(
    'SELECT duration_sec, timelines_count, timelines_interval, media FROM videos WHERE video_id = $1',
    [videoId],
  );
  return rows[0] ?? null;
}
