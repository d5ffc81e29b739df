// A password nobody chose: random bytes from the system's generator, nothing derived from a seed,
// a name or the time, so no account starts with a password anyone could know in advance.
import { randomBytes } from 'node:crypto';
import { GENERATED_PASSWORD_BYTES } from './constants.js';

export function generatePassword(): string {
  return randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
}
