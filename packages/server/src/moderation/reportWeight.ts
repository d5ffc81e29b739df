// How much each reporter's underage or non-consensual report weighs toward holding a video before
// a moderator looks. `REPORT_HIDE_THRESHOLD` is `CREDIBLE,OTHERS`: a credible reporter weighs
// 1 ÷ CREDIBLE, anyone else 1 ÷ OTHERS, and the video is held when the weights reach 1. Credible is
// staff, or a member whose account is older than REPORT_CREDIBLE_ACCOUNT_AGE_MS with no report
// dismissed within REPORT_ACCURACY_MS. Everyone else (a fresh account, a visitor, a member whose
// reports were dismissed) weighs the lesser weight, divided again by one plus the number of their
// dismissed reports: a reporter who was wrong before counts for less. Each account and each network
// (IPv4 address, IPv6 /64) counts once, so neither many accounts on one network nor one account on
// many networks adds up.
import { isStaffRole } from '@reel/api/moderation';
import { REPORT_CREDIBLE_ACCOUNT_AGE_MS } from '../constants.js';
import type { HidingReporter } from '../queries/reports.js';

/** Weights are thirds and the like: their sum may fall a rounding short of the whole. */
const WEIGHT_EPSILON = 1e-9;

export interface HoldThresholds {
  reportHideThresholdMember: number;
  reportHideThresholdVisitor: number;
}

/** Whether a reporter's word alone can hold a video. */
export function isCredible(r: HidingReporter, nowMs: number): boolean {
  if (r.banned || r.role === null) return false;
  if (isStaffRole(r.role)) return true;
  return r.joinedAt !== null && Date.parse(r.joinedAt) <= nowMs - REPORT_CREDIBLE_ACCOUNT_AGE_MS && r.dismissed === 0;
}

export function reporterWeight(r: HidingReporter, thresholds: HoldThresholds, nowMs: number): number {
  if (r.banned) return 0;
  if (isCredible(r, nowMs)) return 1 / thresholds.reportHideThresholdMember;
  return 1 / thresholds.reportHideThresholdVisitor / (1 + r.dismissed);
}

/** The reports' weight toward a hold: the heaviest first, each reporter and each network once. */
export function holdWeight(reporters: HidingReporter[], thresholds: HoldThresholds, nowMs: number): number {
  const weighed = reporters.map((r) => ({ r, w: reporterWeight(r, thresholds, nowMs) })).sort((a, b) => b.w - a.w);
  const reporterSeen = new Set<string>();
  const networkSeen = new Set<string>();
  let total = 0;
  for (const { r, w } of weighed) {
    if (reporterSeen.has(r.reporter) || networkSeen.has(r.network)) continue;
    reporterSeen.add(r.reporter);
    networkSeen.add(r.network);
    total += w;
  }
  return total;
}

/** Whether the weight holds the video. */
export const holds = (weight: number): boolean => weight >= 1 - WEIGHT_EPSILON;
