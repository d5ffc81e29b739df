// The report and copyright-notice forms' checks before sending. Each refusal is the code the server
// answers for the same input (the endpoint table's `report` and `copyrightNotice`), so one sentence
// per code serves both the page's check and the server's answer.
import { EMAIL_MAX_CHARS, EMAIL_PATTERN } from '@reel/api';
import { NOTICE_URLS_MAX, REPORT_DETAILS_MAX_CHARS, REPORT_REASONS, type ReportReason } from '@reel/api/moderation';
import {
  NOTICE_CONTACT_MAX_CHARS,
  NOTICE_CONTACT_MIN_CHARS,
  NOTICE_NAME_MAX_CHARS,
  NOTICE_NAME_MIN_CHARS,
  NOTICE_URLS_MAX_CHARS,
  NOTICE_WORK_MAX_CHARS,
  NOTICE_WORK_MIN_CHARS,
} from './constants';

/** Refusal codes by field. */
export type FieldCodes<F extends string> = Partial<Record<F, string>>;

export interface ReportFields {
  /** '' until the visitor picks one. */
  reason: ReportReason | '';
  details: string;
  email: string;
}
export type ReportField = keyof ReportFields;

/** The code of an e-mail field's text, or null when it is empty or well formed. */
function emailCode(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  return text.length > EMAIL_MAX_CHARS || !EMAIL_PATTERN.test(text) ? 'invalid_email' : null;
}

const isReason = (value: string): value is ReportReason => (REPORT_REASONS as readonly string[]).includes(value);

export function checkReport(fields: ReportFields): FieldCodes<ReportField> {
  const codes: FieldCodes<ReportField> = {};
  if (!isReason(fields.reason)) codes.reason = 'invalid_reason';
  if (fields.details.trim().length > REPORT_DETAILS_MAX_CHARS) codes.details = 'invalid_details';
  const email = emailCode(fields.email);
  if (email) codes.email = email;
  // A copyright claim is answered by mail, so the server refuses one without an address.
  else if (fields.reason === 'copyright' && fields.email.trim() === '') codes.email = 'email_required';
  return codes;
}

export interface NoticeFields {
  claimant: string;
  contact: string;
  email: string;
  work: string;
  /** One address a line. */
  urls: string;
  good_faith: boolean;
  accurate: boolean;
  signature: string;
}
export type NoticeField = keyof NoticeFields;

const within = (text: string, min: number, max: number) => {
  const length = text.trim().length;
  return length >= min && length <= max;
};

/** The non-empty lines of the addresses field. */
export const noticeUrls = (urls: string): string[] =>
  urls
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function checkNotice(fields: NoticeFields): FieldCodes<NoticeField> {
  const codes: FieldCodes<NoticeField> = {};
  if (!within(fields.claimant, NOTICE_NAME_MIN_CHARS, NOTICE_NAME_MAX_CHARS)) codes.claimant = 'invalid_claimant';
  if (!within(fields.contact, NOTICE_CONTACT_MIN_CHARS, NOTICE_CONTACT_MAX_CHARS)) codes.contact = 'invalid_contact';
  codes.email = emailCode(fields.email) ?? (fields.email.trim() === '' ? 'email_required' : undefined);
  if (!within(fields.work, NOTICE_WORK_MIN_CHARS, NOTICE_WORK_MAX_CHARS)) codes.work = 'invalid_work';
  const urls = noticeUrls(fields.urls);
  if (urls.length === 0 || urls.length > NOTICE_URLS_MAX || fields.urls.trim().length > NOTICE_URLS_MAX_CHARS) codes.urls = 'invalid_urls';
  if (!fields.good_faith) codes.good_faith = 'good_faith_required';
  if (!fields.accurate) codes.accurate = 'accuracy_required';
  if (!within(fields.signature, NOTICE_NAME_MIN_CHARS, NOTICE_NAME_MAX_CHARS)) codes.signature = 'invalid_signature';
  if (codes.email === undefined) delete codes.email;
  return codes;
}

/** Which field a refusal code of the server belongs to; a code of none is shown above the buttons. */
export const REPORT_CODE_FIELD: Readonly<Record<string, ReportField>> = {
  invalid_reason: 'reason',
  invalid_details: 'details',
  invalid_email: 'email',
  email_required: 'email',
};

export const NOTICE_CODE_FIELD: Readonly<Record<string, NoticeField>> = {
  invalid_claimant: 'claimant',
  invalid_contact: 'contact',
  invalid_email: 'email',
  email_required: 'email',
  invalid_work: 'work',
  invalid_urls: 'urls',
  good_faith_required: 'good_faith',
  accuracy_required: 'accurate',
  invalid_signature: 'signature',
};
