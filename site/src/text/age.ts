// The English text of the age check with a provider: the gate where the law asks for more than a
// click, and the page each check ends on. Only lazy chunks import it.

export const AGE_TEXT = {
  'age.verify.title': 'Confirm your age',
  'age.verify.text':
    'The law where you are asks us to check that you are 18 or over before we show any video. Choose an age-check provider: it tells us only whether you are over 18, never your name, birth date or documents.',
  'age.verify.with': 'Check my age with {name}',
  'age.verify.loading': 'Loading the age-check providers…',
  'age.verify.none': 'No age-check provider is available at the moment. Please come back later.',
  'age.result.verified.title': 'Your age is confirmed',
  'age.result.verified.text': 'Thank you. The check holds for a year on this browser, and on your account when you are signed in.',
  'age.result.under_age.title': 'This site is for adults only',
  'age.result.under_age.text': 'The provider could not confirm that you are 18 or over, so the videos stay closed to you.',
  'age.result.refused.title': 'Age check cancelled',
  'age.result.refused.text': 'You stopped the check. The videos stay hidden until your age is confirmed.',
  'age.result.unreachable.title': 'The provider is not answering',
  'age.result.unreachable.text': 'The age-check provider did not answer. Try again in a moment, or choose another provider.',
  'age.result.failed.title': 'The check could not be completed',
  'age.result.failed.text': 'This check was already used, had expired or did not come from us. Please start again.',
  'age.result.continue': 'Continue',
  'age.result.retry': 'Try again',
} as const;
