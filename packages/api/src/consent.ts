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
  verified_at: string;
}

/** The refusal of an upload by a member who is not a verified uploader (status 403). */
export const UPLOADER_UNVERIFIED_CODE = 'uploader_unverified';

/** The console's verify and revoke acts on a member. */
export const UPLOADER_ACTS = ['verify', 'revoke'] as const;
export type UploaderAct = (typeof UPLOADER_ACTS)[number];

/** What `POST /api/admin/members/{user_id}/uploader` answers: the verification as it is now. */
export interface UploaderAnswer {
  ok: true;
  uploader: UploaderVerification | null;
}
