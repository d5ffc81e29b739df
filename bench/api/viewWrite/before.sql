-- One view as the server counted it before migration 0034: the total and the day row, two statements.
-- It leaves the kept period counts behind the day rows: run bench/api/periodRecount.ts after it.
\set id random(1, 1000000)
UPDATE videos SET viewed = viewed + 1, popularity = popularity + 1 WHERE video_id = :id;
INSERT INTO video_views_daily (video_id, day, views) VALUES (:id, CURRENT_DATE, 1) ON CONFLICT (video_id, day) DO UPDATE SET views = video_views_daily.views + 1;
