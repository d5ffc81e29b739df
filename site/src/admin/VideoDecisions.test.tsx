// The decision buttons on a video's review page: for every status, every fact the decision table
// reads and every staff role, the page offers exactly the decisions the table opens — the table the
// server's moves read (its route test, routes/videoDecisionTable.test.ts, tries each one there).
import { VideoStatus } from '@reel/api';
import { openDecisions, STAFF_ROLES, VIDEO_DECISIONS, type AdminVideo, type StaffRole, type VideoDecision } from '@reel/api/moderation';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { StaffContext } from './staff';
import { testVideo } from './testServer';
import { VideoDecisions } from './VideoDecisions';

afterEach(cleanup);

const LABEL: Record<VideoDecision, string> = {
  approve: t(ADMIN_TEXT, 'admin.decide.approve'),
  reject: t(ADMIN_TEXT, 'admin.decide.reject'),
  takedown: t(ADMIN_TEXT, 'admin.decide.takedown'),
  restore: t(ADMIN_TEXT, 'admin.decide.restore'),
  purge: t(ADMIN_TEXT, 'admin.decide.purge'),
};

/** The decisions whose buttons the page shows for `video` to `role`. */
function offered(video: AdminVideo, role: StaffRole): VideoDecision[] {
  render(
    <StaffContext.Provider value={{ user_id: 1, username: 'staff', role }}>
      <VideoDecisions video={video} onAnswer={() => undefined} />
    </StaffContext.Provider>,
  );
  const shown = VIDEO_DECISIONS.filter((d) => screen.queryByRole('button', { name: LABEL[d] }) !== null);
  cleanup();
  return shown;
}

const flags = [false, true];
const videos: AdminVideo[] = Object.values(VideoStatus).flatMap((status_id) =>
  flags.flatMap((review_pending) =>
    flags.flatMap((removed_by_staff) => flags.map((purged) => testVideo({ status_id, review_pending, removed_by_staff, purged }))),
  ),
);

describe('the decisions offered on a video', () => {
  it('are exactly those the decision table opens, for every status, fact and role', () => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const v of videos) {
        const key = `${role} status ${v.status_id} pending=${v.review_pending} removed=${v.removed_by_staff} purged=${v.purged}`;
        seen.push(`${key}: ${offered(v, role).join(',')}`);
        expected.push(`${key}: ${[...openDecisions(v, role)].join(',')}`);
      }
    }
    expect(seen).toEqual(expected);
  });

  it('offers no Approve for a held video, which the server refuses, even one held while waiting for review', () => {
    for (const role of STAFF_ROLES) {
      for (const review_pending of flags) {
        const shown = offered(testVideo({ status_id: VideoStatus.Held, review_pending }), role);
        expect(shown).not.toContain('approve');
        expect(shown).toEqual(expect.arrayContaining(['reject', 'takedown', 'restore']));
      }
    }
  });

  it('offers no Restore for a video its owner deleted, nor one whose files were purged', () => {
    const ownerDeleted = testVideo({ status_id: VideoStatus.Deleted, review_pending: false, removed_by_staff: false });
    const purged = testVideo({ status_id: VideoStatus.Deleted, review_pending: false, removed_by_staff: true, purged: true });
    expect(offered(ownerDeleted, 'moderator')).toEqual(['purge']);
    expect(offered(purged, 'admin')).toEqual([]);
  });
});
