// The report and copyright-notice calls (the endpoint table's `report` and `copyrightNotice`), sent
// form-encoded like the site's other forms, each resolving to its answer or the refusal's code.
import { COPYRIGHT_NOTICE_PATH, REPORT_PATH, type ReportAnswer, type ReportReason, type ReportTarget } from '@reel/api/moderation';
import { api } from '../api';
import { outcome, type Outcome } from '../social/remote';

export interface ReportPayload {
  target_type: ReportTarget;
  target_id: number;
  reason: ReportReason;
  details: string;
  email: string;
}

export const sendReport = (payload: ReportPayload): Promise<Outcome<ReportAnswer>> =>
  outcome(() => api.postForm<ReportAnswer>(REPORT_PATH, { ...payload }));

export interface NoticePayload {
  claimant: string;
  contact: string;
  email: string;
  work: string;
  urls: string;
  good_faith: boolean;
  accurate: boolean;
  signature: string;
}

/** `reports` is how many copyright reports the notice filed, one for each address of this site. */
export interface NoticeAnswer {
  ok: true;
  reports: number;
}

export const sendNotice = (payload: NoticePayload): Promise<Outcome<NoticeAnswer>> =>
  outcome(() => api.postForm<NoticeAnswer>(COPYRIGHT_NOTICE_PATH, { ...payload }));
