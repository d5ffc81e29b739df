// What the staff command says. Names and addresses typed by people reach a terminal here, so every one
// is shown quoted with its control and formatting characters written out: an e-mail carrying an
// escape sequence cannot repaint the operator's screen, nor a right-to-left mark reorder a line.
import {
  EMAIL_MAX_CHARS,
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
  USERNAME_MAX_CHARS,
  USERNAME_MIN_CHARS,
  type ErrorEntry,
} from '@reel/api';
import { ROLES, STAFF_ROLES } from '@reel/api/moderation';
import { ADMIN_PASSWORD_ENV } from './constants.js';

export const USAGE = `usage:
  npm run admin -- create USERNAME EMAIL --role ${STAFF_ROLES.join('|')}
      a confirmed account with that role; its password is ${ADMIN_PASSWORD_ENV} from the environment,
      or, without it, a generated one printed once
  npm run admin -- role USERNAME ${ROLES.join('|')}
      change an account's role (the last admin cannot be demoted)
  npm run admin -- list
      every moderator and admin, with the e-mail, the role and the last sign-in
The database is the server's: DATABASE_URL when set, else the embedded one under DATA_DIR, which
only one process may open (stop the server first).`;

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Text as it may be printed to a terminal: escapes for invisible and control characters. */
export function printable(value: string): string {
  return value.replace(UNSAFE, (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}

/** A value typed by someone, in quotes, printable. */
export const quoted = (value: string): string => `"${printable(value)}"`;

/** Sign-up's codes for a username or an e-mail, as a sentence about the value given. */
export function fieldProblem(problem: ErrorEntry, value: string): string {
  const what = problem.field === 'usr' ? `the username ${quoted(value)}` : `the e-mail ${quoted(value)}`;
  switch (problem.code) {
    case 'required':
      return `${problem.field === 'usr' ? 'a username' : 'an e-mail'} is required`;
    case 'usr_short':
      return `${what} is shorter than ${USERNAME_MIN_CHARS} characters`;
    case 'usr_illegal':
      return `${what} may hold only letters, digits, "_", "-" and "." of one script`;
    case 'max_length':
      return `${what} is longer than ${problem.field === 'usr' ? USERNAME_MAX_CHARS : EMAIL_MAX_CHARS} characters`;
    case 'eml_invalid':
      return `${what} is not an e-mail address`;
    default:
      return `${what} is not accepted (${problem.code})`;
  }
}

/** The password from the environment broke sign-up's password rule. */
export function passwordProblem(problem: ErrorEntry): string {
  if (problem.code === 'max_length') return `${ADMIN_PASSWORD_ENV} is longer than ${PASSWORD_MAX_CHARS} characters`;
  return `${ADMIN_PASSWORD_ENV} must be at least ${PASSWORD_MIN_CHARS} characters`;
}
