// The console's words for verified uploaders and performers' consent records. Only the console's
// lazy chunk imports it.

export const CONSENT_TEXT = {
  'consent.uploader.title': 'Uploader verification',
  'consent.uploader.intro':
    'Only a verified uploader can upload. Verify a member by hand once you have checked, outside the site, an identity document showing who they are and that they are at least 18.',
  'consent.uploader.state': 'State',
  'consent.uploader.none': 'Not verified: uploads are refused',
  'consent.uploader.manual': 'Verified by hand by {by} on {when}',
  'consent.uploader.provider': 'Verified by the identity provider “{provider}” on {when} (the member’s own check)',
  'consent.uploader.someone': 'a moderator',
  'consent.uploader.note': 'Note for the audit log (what you checked, or why you revoke)',
  'consent.uploader.verify': 'Verify as uploader',
  'consent.uploader.revoke': 'Revoke uploader verification',
  'consent.uploader.done.verify': 'Verified as an uploader.',
  'consent.uploader.done.revoke': 'Uploader verification revoked.',
  'consent.records.title': 'Performers and consent records',
  'consent.records.none': 'No performer has a consent record on file: this video cannot be approved.',
  'consent.records.performer': 'Performer',
  'consent.records.document': 'Release',
  'consent.records.added': 'Added',
  'consent.records.download': 'Download ({type}, {size})',
  'consent.records.purged': 'Purged {when}: {reason}',
  'consent.records.purge_note': 'Reason for purging {name}’s release',
  'consent.records.purge': 'Purge release',
  'consent.records.purge_needs_reason': 'Give the reason for the purge first.',
  'consent.records.done.purge': 'The release was purged; the performer’s name stays on record.',
} as const;
