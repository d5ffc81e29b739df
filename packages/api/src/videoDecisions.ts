// The decisions staff take on a video, as one table: from which status, on what else about the
// video, by which role, to which status. The server's moves read their statuses and conditions from
// it, and the console shows a decision's button exactly when the table opens it, so the console
// never offers what the server refuses.
import { VideoStatus } from './constants.js';
import type { StaffRole } from './moderation.js';

export const VIDEO_DECISIONS = ['approve', 'reject', 'takedown', 'restore', 'purge'] as const;
export type VideoDecision = (typeof VIDEO_DECISIONS)[number];

/** What a video must be, beside its status, for a rule to apply. */
export const DECISION_CONDITIONS = ['review_pending', 'removed_by_staff', 'not_purged'] as const;
export type DecisionCondition = (typeof DECISION_CONDITIONS)[number];

export interface VideoDecisionRule {
  decision: VideoDecision;
  from: readonly VideoStatus[];
  /** Every condition must hold. */
  requires: readonly DecisionCondition[];
  roles: readonly StaffRole[];
  /** The status it leaves: a status, `held_from` (what the video was before its hold), or `same`
   * (the decision moves no status). */
  to: VideoStatus | 'held_from' | 'same';
}

/** What the table reads about a video. */
export interface VideoDecisionFacts {
  status_id: number;
  /** Waiting in the review queue. */
  review_pending: boolean;
  /** Taken down or rejected by staff (not deleted by its owner). */
  removed_by_staff: boolean;
  /** Its files were deleted for good. */
  purged: boolean;
}

const { Active, Unpublished, Review, Rejected, Deleted, Held } = VideoStatus;
const STAFF: readonly StaffRole[] = ['moderator', 'admin'];

/** Every rule; a decision is open when one of its rules applies. */
export const VIDEO_DECISION_RULES: readonly VideoDecisionRule[] = [
  // A video waiting in the queue goes live; one published already (post-moderation) leaves the queue.
  { decision: 'approve', from: [Review, Active], requires: ['review_pending'], roles: STAFF, to: Active },
  // Public nowhere; the owner is told why.
  { decision: 'reject', from: [Review, Active, Held], requires: [], roles: STAFF, to: Rejected },
  // Status 5: "recently deleted" on its page, files kept until a purge.
  { decision: 'takedown', from: [Active, Unpublished, Review, Held, Rejected], requires: [], roles: STAFF, to: Deleted },
  // A held video goes back as it was before the hold.
  { decision: 'restore', from: [Held], requires: [], roles: STAFF, to: 'held_from' },
  // Only what staff removed comes back, while its files are there: a video its owner deleted stays deleted.
  { decision: 'restore', from: [Deleted, Rejected], requires: ['removed_by_staff', 'not_purged'], roles: STAFF, to: Active },
  // A removed video's files (taken down, rejected, or deleted by its owner) go for good.
  { decision: 'purge', from: [Rejected, Deleted], requires: ['not_purged'], roles: STAFF, to: 'same' },
];

function holds(condition: DecisionCondition, facts: VideoDecisionFacts): boolean {
  if (condition === 'review_pending') return facts.review_pending;
  if (condition === 'removed_by_staff') return facts.removed_by_staff;
  return !facts.purged;
}

/** The rule of `decision` that applies to the video, whatever the role; null when none does. */
export function decisionRule(decision: VideoDecision, facts: VideoDecisionFacts): VideoDecisionRule | null {
  return (
    VIDEO_DECISION_RULES.find(
      (r) => r.decision === decision && (r.from as readonly number[]).includes(facts.status_id) && r.requires.every((c) => holds(c, facts)),
    ) ?? null
  );
}

/** Whether `role` may take `decision` on the video now. */
export function decisionOpen(decision: VideoDecision, facts: VideoDecisionFacts, role: StaffRole): boolean {
  return decisionRule(decision, facts)?.roles.includes(role) ?? false;
}

/** The decisions `role` may take on the video now, in the table's order. */
export function openDecisions(facts: VideoDecisionFacts, role: StaffRole): Set<VideoDecision> {
  return new Set(VIDEO_DECISIONS.filter((d) => decisionOpen(d, facts, role)));
}
