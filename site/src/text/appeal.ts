// The uploader's appeal against the rejection or takedown of their video, on the uploaded-videos
// tab. Only that lazy chunk imports it.

export const APPEAL_TEXT = {
  'appeal.open': 'Appeal',
  'appeal.form': 'Appeal against the decision on {title}',
  'appeal.text': 'Why should the decision change? ({min} to {max} characters)',
  'appeal.send': 'Send the appeal',
  'appeal.cancel': 'Cancel',
  'appeal.sent': 'Your appeal is sent. Another moderator decides it.',
  'appeal.state.open': 'Appeal sent: another moderator decides it by {due}.',
  'appeal.state.upheld': 'Appeal decided: the decision stands. This is final.',
  'appeal.state.overturned': 'Appeal decided: the video is back.',
  'appeal.er.need_login': 'Please log in to complete this action',
  'appeal.er.video_not_found': 'This video no longer exists.',
  'appeal.er.not_appealable': 'This video cannot be appealed.',
  'appeal.er.already_appealed': 'This video has been appealed already: a video is appealed once.',
  'appeal.er.invalid_text': 'Write {min} to {max} characters.',
  'appeal.er.network_error': 'The server could not be reached. Check your connection and try again.',
  'appeal.er.failed': 'The appeal could not be sent. Please try again later.',
} as const;
