// The public forms of trust and safety: the report of a video, comment, wall post or profile, and the
// copyright notice, which visitors may use; and the uploader's appeal against a decision on their video.
import type { AppealStatus, ReportAnswer } from '../moderation.js';
import { EMAIL_MAX_CHARS, EMAIL_PATTERN } from '../account.js';
import { APPEAL_TEXT_CHARS, REPORT_DETAILS_MAX_CHARS, REPORT_REASONS, REPORT_TARGETS } from '../moderation.js';
import { COPYRIGHT_NOTICE_PATH, REPORT_PATH } from '../paths.js';
import { answers, BadInput, endpoint, type Param, param } from './kit.js';

const APPEAL_PATH = '/api/appeal';

/** A copyright notice's addresses, one a line. */
export const NOTICE_URLS_MAX = 20;
/** A copyright notice's fields: [least, most] characters once trimmed. */
export const NOTICE_NAME_CHARS = [2, 200] as const;
export const NOTICE_CONTACT_CHARS = [5, 1000] as const;
export const NOTICE_WORK_CHARS = [5, REPORT_DETAILS_MAX_CHARS] as const;
export const NOTICE_URLS_CHARS = [1, 4000] as const;

/** An e-mail address, or '' when absent. */
const email = (code = 'invalid_email'): Param<string> => ({
  doc: 'e-mail, optional',
  parse: (raw) => {
    const text = (raw ?? '').trim();
    if (text === '') return '';
    if (text.length > EMAIL_MAX_CHARS || !EMAIL_PATTERN.test(text)) throw new BadInput(code);
    return text;
  },
});

/** The statement boxes of a notice must be ticked. */
const ticked = (code: string): Param<true> => ({
  doc: '1 (required)',
  parse: (raw) => {
    if (raw === '1' || raw === 'true' || raw === 'on') return true;
    throw new BadInput(code);
  },
  format: () => '1',
});

export const report = endpoint({
  name: 'report',
  method: 'POST',
  route: REPORT_PATH,
  shape: `${REPORT_PATH} (form: target_type, target_id, reason, details, email)`,
  summary: 'Reports a video, comment, wall post or profile. Visitors may report; a reply e-mail is required for copyright.',
  params: {
    target_type: param.oneOf(REPORT_TARGETS, 'invalid_target'),
    target_id: param.id('invalid_target'),
    reason: param.oneOf(REPORT_REASONS, 'invalid_reason'),
    details: param.trimmed(0, REPORT_DETAILS_MAX_CHARS, 'invalid_details'),
    email: email(),
  },
  body: ['target_type', 'target_id', 'reason', 'details', 'email'],
  rules: [(i) => (i.reason === 'copyright' && i.email === '' ? 'email_required' : undefined)],
  answer: answers<ReportAnswer>('ReportAnswer (moderation.ts)'),
  cache: 'no-store',
  private: true,
  errors: [
    'invalid_body',
    'csrf',
    'invalid_target',
    'invalid_reason',
    'invalid_details',
    'invalid_email',
    'email_required',
    'target_not_found',
    'too_many',
  ],
});

export const copyrightNotice = endpoint({
  name: 'copyrightNotice',
  method: 'POST',
  route: COPYRIGHT_NOTICE_PATH,
  shape: `${COPYRIGHT_NOTICE_PATH} (form: claimant, contact, email, work, urls, good_faith, accurate, signature)`,
  summary: 'A copyright notice: one copyright report for each address of this site it names.',
  params: {
    claimant: param.trimmed(...NOTICE_NAME_CHARS, 'invalid_claimant'),
    contact: param.trimmed(...NOTICE_CONTACT_CHARS, 'invalid_contact'),
    email: email(),
    work: param.trimmed(...NOTICE_WORK_CHARS, 'invalid_work'),
    urls: param.trimmed(...NOTICE_URLS_CHARS, 'invalid_urls'),
    good_faith: ticked('good_faith_required'),
    accurate: ticked('accuracy_required'),
    signature: param.trimmed(...NOTICE_NAME_CHARS, 'invalid_signature'),
  },
  body: ['claimant', 'contact', 'email', 'work', 'urls', 'good_faith', 'accurate', 'signature'],
  rules: [
    (i) => (i.email === '' ? 'email_required' : undefined),
    (i) => (i.urls.split(/\r?\n/).filter((l) => l.trim() !== '').length > NOTICE_URLS_MAX ? 'invalid_urls' : undefined),
  ],
  answer: answers<{ ok: true; reports: number }>('{ ok: true, reports: number }'),
  cache: 'no-store',
  private: true,
  errors: [
    'invalid_body',
    'csrf',
    'invalid_claimant',
    'invalid_contact',
    'invalid_email',
    'email_required',
    'invalid_work',
    'invalid_urls',
    'good_faith_required',
    'accuracy_required',
    'invalid_signature',
    'too_many',
  ],
});

export const appeal = endpoint({
  name: 'appeal',
  method: 'POST',
  route: APPEAL_PATH,
  shape: `${APPEAL_PATH} (form: video_id, text)`,
  summary: 'The uploader appeals, once, against the rejection or takedown of their video; another staff member decides it by its due date.',
  params: {
    video_id: param.id('invalid_video_id'),
    text: param.trimmed(...APPEAL_TEXT_CHARS, 'invalid_text'),
  },
  body: ['video_id', 'text'],
  answer: answers<{ ok: true; appeal: AppealStatus }>('{ ok: true, appeal: AppealStatus (moderation.ts) }'),
  cache: 'no-store',
  private: true,
  errors: [
    'need_login',
    'invalid_body',
    'csrf',
    'invalid_video_id',
    'invalid_text',
    'video_not_found',
    'not_appealable',
    'already_appealed',
  ],
});
