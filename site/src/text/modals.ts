// The English text of the lazily loaded modals (Login with its restore mode, ContactUs, the Verif
// affidavit) and of the pages that reuse the sign-in words (the account pages, a private video's
// log-in prompt). It joins the catalogue (text.ts) when a chunk that imports this file loads, so the
// first page's JavaScript does not carry it.
import { joinText } from '../text';

export const MODAL_TEXT = {
  'component.login.title': 'Log in',
  'component.login.restore_title': 'Restore password',
  'component.login.usr': 'Username or e-mail',
  'component.login.pwd': 'Password',
  'component.login.eml': 'E-mail',
  'component.login.submit': 'Log in',
  'component.login.forgot': 'Forgot password?',
  'component.login.restore_submit': 'Send',
  'component.login.back': 'Back',
  'component.login.check_email': 'Check your Email',
  'component.login.check_email_text': 'If an account uses this e-mail address, we have sent it a link to restore the password.',
  'component.login.no_account': 'No account yet?',
  'component.login.signup': 'Sign up',
  'component.login.er.required': 'This field is required',
  'component.login.er.invalid_usr_or_pwd': 'Invalid username or password',
  'component.login.er.eml_invalid': 'Email entered incorrectly',
  'component.login.er.email_not_found': 'User with this e-mail address was not found',
  'component.login.er.not_confirmed': 'Please confirm your email and try again',
  'component.login.er.too_many': 'Too many authorization attempts. Try again later.',
  'component.login.er.system_error': 'System error',
  'component.contact.title': 'Contact us',
  'component.contact.text': 'Questions, advertising or content removal: write to us and we answer within two working days.',
  'component.contact.email': 'E-mail us at {email}',
  'component.verif.title': 'Creator verification',
  'component.verif.intro': 'Before uploading, confirm each point of this affidavit.',
  'component.verif.accept': 'Accept',
  'component.verif.confirm_all': 'Confirm all points',
  'component.verif.p1': 'I am at least 18 years old and the age of majority where I live.',
  'component.verif.p2': 'Every person shown in my uploads was at least 18 years old when it was recorded.',
  'component.verif.p3': 'I hold a government-issued photo ID of every person shown and can produce it on request.',
  'component.verif.p4': 'Every person shown consented to being recorded and to the upload being published.',
  'component.verif.p5': 'I own, or am licensed to publish, every part of my uploads.',
  'component.verif.p6': 'I keep the records 18 U.S.C. 2257 requires for my uploads.',
  'component.verif.p7': 'My uploads show nothing illegal, non-consensual or involving minors.',
  'component.verif.p8': 'My uploads contain no personal data of others without their consent.',
  'component.verif.p9': 'I accept that uploads breaking these rules are removed and may be reported to the authorities.',
  'component.verif.p10': 'I consent to my identity being verified, with biometric data deleted within 3 years after account deletion or withdrawal of consent.',
  'component.verif.p11': 'I have read and accept the Terms of service and the Privacy policy.',
} as const;

joinText(MODAL_TEXT);
