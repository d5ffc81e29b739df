-- `/media/` asks which videos a folder belongs to on every picture it has not seen for a while: an
-- index walk, whatever the catalogue's size.
CREATE INDEX "videos_media_key_idx" ON "videos" USING btree ("media_key");
