// Who may upload and what an upload must carry besides the video: an uploader verified by a
// moderator by hand or by an identity provider, and for every performer shown a consent record (a
// signed release kept privately, readable by moderators only). The server, the upload page and the
// console share these.

/** How a member was verified as an uploader: by a moderator by hand, or by an identity provider. */
export const UPLOADER_METHODS = ['manual', 'provider'] as const;
export type UploaderMethod = (typeof UPLOADER_METHODS)[number];

/** A member's uploader verification; null while they are not verified. */
export interface UploaderVerification {
  method: UploaderMethod;
  /** The moderator who verified by hand; '' for a provider's verification or a removed account. */
  verified_by: string;
  /** The identity provider's id (as the operator names it) for a provider's verification; '' by hand. */
  provider: string;
  verified_at: string;
}

/** The refusal of an upload by a member who is not a verified uploader (status 403). */
export const UPLOADER_UNVERIFIED_CODE = 'uploader_unverified';

/** How a member's own verification with an identity provider ended: verified, the provider saying
 * the identity is not verified, refused at the provider, the provider not answering, a callback
 * in another member's session (or none), or a callback that was not ours to take (tampered,
 * replayed, expired). Each has its result page. */
export const UPLOADER_CHECK_RESULTS = ['verified', 'not_verified', 'refused', 'unreachable', 'other_member', 'failed'] as const;
export type UploaderCheckResult = (typeof UPLOADER_CHECK_RESULTS)[number];

/** An identity provider a member may verify with: the ones configured with an identity claim. */
export interface IdentityProviderChoice {
  id: string;
  name: string;
}

export const UPLOADER_VERIFY_START_PATH = '/api/uploader/verify/start';
export const UPLOADER_VERIFY_CALLBACK_PATH = '/api/uploader/verify/callback';

/** The console's verify and revoke acts on a member. */
export const UPLOADER_ACTS = ['verify', 'revoke'] as const;
export type UploaderAct = (typeof UPLOADER_ACTS)[number];

/** What `POST /api/admin/members/{user_id}/uploader` answers: the verification as it is now. */
export interface UploaderAnswer {
  ok: true;
  uploader: UploaderVerification | null;
}

/** A performer's consent record: a signed release naming them, kept privately. */
export interface ConsentRecord {
  record_id: number;
  video_id: number;
  performer: string;
  /** The document's type as sniffed from its bytes: one of CONSENT_DOCUMENT_TYPES. */
  mime: ConsentDocumentType;
  bytes: number;
  created_at: string;
  /** Set once an admin purged the document: the name stays, the file is gone. */
  purged_at: string | null;
  purge_reason: string;
}

/** The document types a release may be, read from the file's own bytes, never its name. */
export const CONSENT_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ConsentDocumentType = (typeof CONSENT_DOCUMENT_TYPES)[number];
export const CONSENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PERFORMER_NAME_MAX_CHARS = 100;

/** The multipart fields of `POST CONSENT_RECORD_PATH`: the member's upload, the performer, the release. */
export const CONSENT_FIELDS = { video_id: 'video_id', performer: 'performer', document: 'document' } as const;
export const CONSENT_RECORD_PATH = '/api/consent_records.php';

/** Refusals of the consent calls and of approving a video without a complete record. */
export const CONSENT_ERROR_CODES = [
  /** The document is not a PDF, JPEG or PNG by its bytes. */
  'consent_document_type',
  /** The document is larger than CONSENT_DOCUMENT_MAX_BYTES. */
  'too_large',
  /** The performer's name is missing, too long or not one line. */
  'invalid_performer',
  /** A field or the document is missing. */
  'required',
] as const;
/** Approving a video that has no performer with a consent record on file (status 409). */
export const CONSENT_MISSING_CODE = 'consent_missing';

/** What the attach call answers: the records of the upload as they are now. */
export interface ConsentRecordsAnswer {
  ok: true;
  records: ConsentRecord[];
}

/** A performer's request to remove a video they appear in: the public form's address and limits. */
export const PERFORMER_REMOVAL_PATH = '/api/performer_removal.php';
export const REMOVAL_NAME_CHARS = [2, 200] as const;
export const REMOVAL_STATEMENT_CHARS = [10, 2000] as const;
export const REMOVAL_VIDEO_MAX_CHARS = 2000;
