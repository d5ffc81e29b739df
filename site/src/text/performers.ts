// The upload page's words for naming the performers of an upload with their consent releases. Only
// the upload page's lazy chunk imports it.

export const PERFORMERS_TEXT = {
  'performers.title': 'Performers and their consent releases',
  'performers.intro':
    'Name every person shown in the video, each with their signed consent release (a PDF, or a JPEG or PNG photo of it, at most {mb} MB). Only the site’s moderators can open them. Your video cannot be approved until the releases are on file.',
  'performers.name': 'Performer’s name',
  'performers.document': 'Signed release',
  'performers.add': 'Add performer',
  'performers.added': 'On file: {names}',
  'performers.none': 'No performer named yet.',
  'performers.er.required': 'Give the performer’s name and choose their release.',
  'performers.er.invalid_performer': 'The name is too long or not one line.',
  'performers.er.consent_document_type': 'The release must be a PDF, JPEG or PNG file.',
  'performers.er.too_large': 'The release is too large: at most {mb} MB.',
  'performers.er.general': 'The release could not be sent ({code}). Please try again.',
} as const;
