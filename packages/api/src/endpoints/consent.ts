// Verified uploaders and performers' consent records: the console's verify and revoke acts.
import { UPLOADER_ACTS, type UploaderAnswer } from '../consent.js';
import { NOTE_MAX_CHARS, STAFF_ERRORS } from './adminCommon.js';
import { answers, endpoint, param } from './kit.js';

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
