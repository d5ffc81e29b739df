// The English text of the password reset page (`/reset-password/`), where the mailed link leads.
// Only its lazy chunk imports it.

export const RESET_PASSWORD_TEXT = {
  'reset_password.title': 'Choose a new password',
  'reset_password.pwd': 'New password',
  'reset_password.pwd2': 'New password again',
  'reset_password.submit': 'Save the new password',
  'reset_password.er.mismatch': 'The two passwords are not the same',
  'reset_password.er.invalid_link': 'This password reset link is not valid. Ask for a new one.',
  'reset_password.er.link_expired': 'This password reset link has expired or was already used. Ask for a new one.',
  'reset_password.failed_title': 'This link no longer works',
  'reset_password.ask_again': 'Ask for a new link',
  'reset_password.done_title': 'Your password is changed',
  'reset_password.done': 'Every device signed in to your account has been signed out. Sign in with your new password.',
  'reset_password.signin': 'Sign in',
} as const;
