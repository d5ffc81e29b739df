// The house preroll's VAST 3 files: one inline linear advert each, naming the clip Reel serves. The
// backup differs only by its advert id, so the player's turn to the backup is visible in its
// tracking, not in the picture. Every address is a path, written as CDATA: the player resolves it
// against the VAST file's own address, so the clip comes from whatever name the page was opened at
// (the page's policy allows its own origin), and nothing in the file comes from the request's Host.
import { HOUSE_PREROLL_CLIP_PATH } from '@reel/api/settings';
import { HOUSE_CLIP_DURATION_S, HOUSE_CLIP_HEIGHT_PX, HOUSE_CLIP_WIDTH_PX, HOUSE_SKIP_OFFSET } from './constants.js';

/** `seconds` as VAST's HH:MM:SS. */
function vastDuration(seconds: number): string {
  const hh = String(Math.floor(seconds / 3600)).padStart(2, '0');
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(Math.floor(seconds % 60)).padStart(2, '0');
  return `${hh}:${mm}:${ss}`;
}

/** A `]]>` in the text (never in these paths) would end the section. */
const cdata = (text: string): string => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export function houseVastXml(adId: 'reel-house' | 'reel-house-backup'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="${adId}">
    <InLine>
      <AdSystem>Reel</AdSystem>
      <AdTitle>Reel house preroll</AdTitle>
      <Creatives>
        <Creative id="${adId}-linear">
          <Linear skipoffset="${HOUSE_SKIP_OFFSET}">
            <Duration>${vastDuration(HOUSE_CLIP_DURATION_S)}</Duration>
            <VideoClicks>
              <ClickThrough>${cdata('/')}</ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="${HOUSE_CLIP_WIDTH_PX}" height="${HOUSE_CLIP_HEIGHT_PX}">${cdata(HOUSE_PREROLL_CLIP_PATH)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}
