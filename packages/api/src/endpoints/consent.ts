// Verified uploaders and performers' consent records: the console's verify and revoke acts.
import {
  CONSENT_ERROR_CODES,
  CONSENT_RECORD_PATH,
  PERFORMER_REMOVAL_PATH,
  REMOVAL_NAME_CHARS,
  REMOVAL_STATEMENT_CHARS,
  REMOVAL_VIDEO_MAX_CHARS,
  UPLOADER_ACTS,
  UPLOADER_UNVERIFIED_CODE,
  UPLOADER_VERIFY_CALLBACK_PATH,
  UPLOADER_VERIFY_START_PATH,
  type ConsentRecord,
  type IdentityProviderChoice,
  type ConsentRecordsAnswer,
  type UploaderAnswer,
} from '../consent.js';
import { ADMIN_ERRORS, NOTE_MAX_CHARS, STAFF_ERRORS } from './adminCommon.js';
import { FORM_ERRORS } from './formErrors.js';
import { EMAIL_MAX_CHARS, EMAIL_PATTERN } from '../account.js';
import { answers, BadInput, endpoint, param, sends, type Param } from './kit.js';

export const adminUploader = endpoint({
  name: 'adminUploader',
  method: 'POST',
  route: '/api/admin/members/:user_id/uploader',
  shape: '/api/admin/members/{user_id}/uploader (form: act=verify|revoke, note)',
  summary:
    'Verifies a member as an uploader by hand (after checking their identity and age outside the site), or revokes it; both are written to the audit log.',
  params: {
    user_id: param.id('invalid_user_id'),
    act: param.oneOf(UPLOADER_ACTS, 'invalid_act'),
    note: param.trimmed(0, NOTE_MAX_CHARS, 'invalid_note'),
  },
  body: ['act', 'note'],
  answer: answers<UploaderAnswer>('UploaderAnswer (consent.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_body', 'invalid_user_id', 'invalid_act', 'invalid_note', 'member_not_found', 'invalid_state'],
});

export const uploaderVerifyProviders = endpoint({
  name: 'uploaderVerifyProviders',
  method: 'GET',
  route: '/api/uploader/verify/providers.json',
  shape: '/api/uploader/verify/providers.json',
  summary:
    'The identity providers a member may verify as an uploader with (those configured with an identity claim); none: ask a moderator.',
  params: {},
  answer: answers<{ providers: IdentityProviderChoice[] }>('IdentityProviders'),
  cache: 'no-store',
  private: true,
  errors: [],
});

export const uploaderVerifyStart = endpoint({
  name: 'uploaderVerifyStart',
  method: 'GET',
  route: UPLOADER_VERIFY_START_PATH,
  shape: `${UPLOADER_VERIFY_START_PATH}?provider={id}&return={path}`,
  summary:
    'Members only: starts the member’s own uploader verification with an identity provider (authorization code with PKCE, bound to this session): 302 to the provider.',
  params: { provider: param.text('provider id'), return: param.optionalText('a path of this site, default /upload/') },
  query: ['provider', 'return'],
  answer: sends('302 to the provider, or to the result page when it does not answer'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'unknown_provider', 'invalid_state'],
});

export const uploaderVerifyCallback = endpoint({
  name: 'uploaderVerifyCallback',
  method: 'GET',
  route: UPLOADER_VERIFY_CALLBACK_PATH,
  shape: `${UPLOADER_VERIFY_CALLBACK_PATH}?code={code}&state={state}[&iss={issuer}][&error={code}]`,
  summary:
    'Where the provider sends the member back: in the session that started the check, the code is exchanged and the identity claim read; true verifies the member as an uploader. Ends on the result page.',
  params: {
    code: param.optionalText('authorization code'),
    state: param.optionalText('state'),
    iss: param.optionalText('issuer'),
    error: param.optionalText('error code'),
    error_description: param.optionalText('error text'),
  },
  query: ['code', 'state', 'iss', 'error', 'error_description'],
  answer: sends('302 to the result page'),
  cache: 'no-store',
  private: true,
  errors: [],
});

/** Multipart, outside `call()`: the upload page sends each performer's release as a file. */
export const consentAttach = endpoint({
  name: 'consentAttach',
  method: 'POST',
  route: CONSENT_RECORD_PATH,
  shape: `${CONSENT_RECORD_PATH} (multipart: video_id, performer, document)`,
  summary:
    'Names one performer of the member’s own upload (sent in one request or resumably) with their signed consent release (PDF, JPEG or PNG); the release is kept privately.',
  params: {},
  answer: answers<ConsentRecordsAnswer>('ConsentRecordsAnswer (consent.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'not_verified', UPLOADER_UNVERIFIED_CODE, 'video_not_found', ...CONSENT_ERROR_CODES],
});

export const adminConsentRecords = endpoint({
  name: 'adminConsentRecords',
  method: 'GET',
  route: '/api/admin/videos/:video_id/consent',
  shape: '/api/admin/videos/{video_id}/consent',
  summary: 'The performers named for a video with their consent records, purged ones included (staff).',
  params: { video_id: param.id('invalid_video_id') },
  answer: answers<{ records: ConsentRecord[] }>('ConsentRecords'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_video_id'],
});

export const adminConsentDocument = endpoint({
  name: 'adminConsentDocument',
  method: 'GET',
  route: '/api/admin/consent/:record_id',
  shape: '/api/admin/consent/{record_id}',
  summary: 'A consent record’s document, as a download that no cache keeps (staff).',
  params: { record_id: param.id('invalid_record_id') },
  answer: sends('application/pdf, image/jpeg or image/png'),
  cache: 'no-store',
  private: true,
  errors: [...STAFF_ERRORS, 'invalid_record_id', 'not_found'],
});

export const adminConsentPurge = endpoint({
  name: 'adminConsentPurge',
  method: 'POST',
  route: '/api/admin/consent/:record_id/purge',
  shape: '/api/admin/consent/{record_id}/purge (form: note)',
  summary: 'Admins only: removes a consent record’s document for good, with the reason in the audit log; the record’s name stays.',
  params: { record_id: param.id('invalid_record_id'), note: param.trimmed(1, NOTE_MAX_CHARS, 'invalid_note') },
  body: ['note'],
  answer: answers<{ ok: true; record: ConsentRecord }>('ConsentPurged'),
  cache: 'no-store',
  private: true,
  errors: [...ADMIN_ERRORS, 'invalid_body', 'invalid_record_id', 'invalid_note', 'not_found', 'invalid_state'],
});

/** The requester's e-mail: required, so that staff can answer them. */
const requiredEmail: Param<string> = {
  doc: 'e-mail',
  parse: (raw) => {
    const text = (raw ?? '').trim();
    if (text === '' || text.length > EMAIL_MAX_CHARS || !EMAIL_PATTERN.test(text)) throw new BadInput('invalid_email');
    return text;
  },
};

/** The box saying the requester is the performer or acts for them. */
const sworn: Param<true> = {
  doc: '1 (required)',
  parse: (raw) => {
    if (raw === '1' || raw === 'true' || raw === 'on') return true;
    throw new BadInput('not_sworn');
  },
  format: () => '1',
};

export const performerRemoval = endpoint({
  name: 'performerRemoval',
  method: 'POST',
  route: PERFORMER_REMOVAL_PATH,
  shape: `${PERFORMER_REMOVAL_PATH} (form: video, name, email, statement, sworn)`,
  summary:
    'A performer asks for the removal of a video they appear in (visitors may): the video is held at once, public nowhere, and the request enters the moderation queue.',
  params: {
    video: param.trimmed(1, REMOVAL_VIDEO_MAX_CHARS, 'invalid_video'),
    name: param.trimmed(...REMOVAL_NAME_CHARS, 'invalid_name'),
    email: requiredEmail,
    statement: param.trimmed(...REMOVAL_STATEMENT_CHARS, 'invalid_statement'),
    sworn,
  },
  body: ['video', 'name', 'email', 'statement', 'sworn'],
  answer: answers<{ ok: true; report_id: number }>('RemovalRequested'),
  cache: 'no-store',
  private: true,
  errors: [
    'invalid_body',
    'csrf',
    'invalid_video',
    'invalid_name',
    'invalid_email',
    'invalid_statement',
    'not_sworn',
    'target_not_found',
    'too_many',
  ],
});
