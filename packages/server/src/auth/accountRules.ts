// The sign-up form's rules, the same as the site's, in the same order: each
// field gets its first failing rule. Lengths count characters as the site's input does.
import {
  EMAIL_MAX_CHARS,
  EMAIL_PATTERN,
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
  USERNAME_MAX_CHARS,
  USERNAME_MIN_CHARS,
  USERNAME_PATTERN,
  type ErrorEntry,
  type SignupFailure,
} from '@reel/api';
import type { FastifyReply } from 'fastify';
import { sendRefusal, type AnsweredReply } from '../http/endpoint.js';
import { isSingleScript } from './usernames.js';

const maxLength = (field: string, length: number): ErrorEntry => ({ field, code: 'max_length', info: { length } });

export function usernameError(usr: string): ErrorEntry | null {
  if (!usr) return { field: 'usr', code: 'required' };
  if (usr.length < USERNAME_MIN_CHARS) return { field: 'usr', code: 'usr_short' };
  if (usr.length > USERNAME_MAX_CHARS) return maxLength('usr', USERNAME_MAX_CHARS);
  if (!USERNAME_PATTERN.test(usr) || !isSingleScript(usr)) return { field: 'usr', code: 'usr_illegal' };
  return null;
}

export function emailError(eml: string, field = 'eml'): ErrorEntry | null {
  if (!eml) return { field, code: 'required' };
  if (eml.length > EMAIL_MAX_CHARS) return maxLength(field, EMAIL_MAX_CHARS);
  if (!EMAIL_PATTERN.test(eml)) return { field, code: 'eml_invalid' };
  return null;
}

/** `short` names the code of a password under the minimum: `pwd_short` on sign-up. */
export function passwordError(pwd: string, field = 'pwd'): ErrorEntry | null {
  if (!pwd) return { field, code: 'required' };
  if (pwd.length < PASSWORD_MIN_CHARS) return { field, code: 'pwd_short' };
  if (pwd.length > PASSWORD_MAX_CHARS) return maxLength(field, PASSWORD_MAX_CHARS);
  return null;
}

export function signupErrors(usr: string, eml: string, pwd: string): ErrorEntry[] {
  return [usernameError(usr), emailError(eml), passwordError(pwd)].filter((e): e is ErrorEntry => e !== null);
}

/** `{ok: false, error: true, code, errors}`; `code` is the first entry's, which the site shows. */
export function signupFailure(reply: FastifyReply, status: number, errors: ErrorEntry[]): AnsweredReply<never> {
  const body: SignupFailure = { ok: false, error: true, code: errors[0].code, errors };
  return sendRefusal(reply, status, body);
}

/** A unique index refused the row: which one, if it is a members index we know. */
export function uniqueViolation(err: unknown): 'usr_taken' | 'eml_taken' | null {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('members_username_uq')) return 'usr_taken';
  if (where.includes('members_email_uq')) return 'eml_taken';
  return null;
}
