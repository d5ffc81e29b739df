// The new account's password: the operator's own, from the environment, or a generated one that
// the command prints once. Either way none is known before the account exists.
import { passwordError } from '../auth/accountRules.js';
import { ADMIN_PASSWORD_ENV } from './constants.js';
import { generatePassword } from './generatedPassword.js';
import { passwordProblem } from './messages.js';
import { UsageError } from './args.js';

export interface ChosenPassword {
  password: string;
  /** True when the command made it, so it must be shown. */
  generated: boolean;
}

/** ADMIN_PASSWORD under sign-up's password rule, or a generated password when it is unset or empty
 * (an empty value is what an unset shell variable expands to). */
export function choosePassword(env: NodeJS.ProcessEnv): ChosenPassword {
  const given = env[ADMIN_PASSWORD_ENV];
  if (given === undefined || given === '') return { password: generatePassword(), generated: true };
  const problem = passwordError(given);
  if (problem) throw new UsageError(passwordProblem(problem));
  return { password: given, generated: false };
}
