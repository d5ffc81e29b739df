// The report and copyright-notice calls (the endpoint table's `report` and `copyrightNotice`), sent
// form-encoded like the site's other forms, each resolving to its answer or the refusal's code (a
// field the table's parsers refuse is refused before it is sent, with the server's code).
import { type AnswerOf, ENDPOINT } from '@reel/api/endpoints';
import { type ReportAnswer, type ReportReason, type ReportTarget } from '@reel/api/moderation';
import { api } from '../api';
import { outcome, type Outcome } from '../social/remote';

export interface ReportPayload {
  target_type: ReportTarget;
  target_id: number;
  reason: ReportReason;
  details: string;
  email: string;
}

export const sendReport = (payload: ReportPayload): Promise<Outcome<ReportAnswer>> => outcome(() => api.call(ENDPOINT.report, payload));

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
export type NoticeAnswer = AnswerOf<typeof ENDPOINT.copyrightNotice>;

/** An unticked box is left out, which its parser refuses with the box's own code. */
export const sendNotice = (payload: NoticePayload): Promise<Outcome<NoticeAnswer>> =>
  outcome(() =>
    api.call(ENDPOINT.copyrightNotice, {
      ...payload,
      good_faith: payload.good_faith || undefined,
      accurate: payload.accurate || undefined,
    }),
  );
