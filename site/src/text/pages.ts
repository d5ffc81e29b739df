// The English text of the site's other pages: the account forms and the download page. Only their
// lazy chunks import it.

export const PAGE_TEXT = {
  'download.title': 'Download {studio} videos',
  'download.trial': 'Try free trial',
  'download.download': 'Download',
  'download.join': 'Join now',
  'download.missing': 'There is nothing to download for this video.',
  'signin.title': 'Sign in',
  'signup.title': 'Sign up',
  'signup.usr': 'Username',
  'signup.submit': 'Create account',
  'signup.have_account': 'Already a member? Sign in',
  'signup.done': 'Your account is created. Follow the link we sent to your e-mail address to confirm it.',
  'component.signup.er.usr_short': 'The username must be at least 3 characters long',
  'component.signup.er.usr_illegal': 'The username may hold only letters, digits, "_", "-" and "."',
  'component.signup.er.usr_taken': 'This username is already taken',
  'component.signup.er.eml_invalid': 'Enter a valid e-mail address',
  'component.signup.er.eml_taken': 'An account with this e-mail address already exists',
  'component.signup.er.pwd_short': 'The password must be at least 5 characters long',
  'account.er.server': 'The server could not take this request (status {status}, {code}). Please try again later.',
  'account.er.network': 'The server could not be reached. Check your connection and try again.',
} as const;
