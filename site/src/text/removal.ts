// The performer removal request page's words. Only that page's lazy chunk imports it.

export const REMOVAL_TEXT = {
  'removal.intro':
    'If you appear in a video on this site and did not agree to it being published, ask for its removal here. The video is taken off the site at once while a moderator reviews your request, and we answer you by e-mail.',
  'removal.video': 'Address of the video',
  'removal.video_hint': 'The address of its page on this site, for example {origin}/video/123/title/',
  'removal.name': 'Your full name',
  'removal.email': 'Your e-mail',
  'removal.statement': 'Your statement',
  'removal.statement_hint': 'Say who you are in the video and why it should be removed.',
  'removal.sworn': 'I am the person shown in this video, or I act for them, and what I say here is true.',
  'removal.send': 'Send request',
  'removal.done': 'Your request was received. The video is off the site while a moderator reviews it; we will write to you.',
  'removal.er.invalid_video': 'Give the address of the video.',
  'removal.er.target_not_found': 'No video on this site has that address (or it is already off the site).',
  'removal.er.invalid_name': 'Give your full name.',
  'removal.er.invalid_email': 'Give an e-mail address we can answer.',
  'removal.er.invalid_statement': 'Write at least a sentence saying why the video should be removed.',
  'removal.er.not_sworn': 'Confirm that you are the person shown, or act for them.',
  'removal.er.too_many': 'Too many requests from your connection: try again in an hour.',
  'removal.er.general': 'The request could not be sent ({code}). Please try again.',
} as const;
