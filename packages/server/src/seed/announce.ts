// The one time the demo admin's password is shown: when the seed that made it finishes, beside the
// console's address and the file that keeps every demo account's password. Printed as plain lines,
// not through the JSON logger, so that a person reads it on the terminal at once.
import { STAFF_CONSOLE_PATH } from '../staff/constants.js';
import type { SeedResult } from './catalogue.js';

export function accountLines(result: Pick<SeedResult, 'admin'>, accountsFile: string, publicOrigin: string): string[] {
  if (!result.admin) return [];
  return [
    '',
    `[seed] staff console: ${publicOrigin}${STAFF_CONSOLE_PATH}`,
    `[seed] sign in as "${result.admin.username}" with the password ${result.admin.password}`,
    '[seed] (shown only this once; change it after signing in)',
    `[seed] every demo account's generated password, the admin's too, is in ${accountsFile} (readable only by you)`,
    '',
  ];
}

export function announceAccounts(
  result: Pick<SeedResult, 'admin'>,
  accountsFile: string,
  publicOrigin: string,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): void {
  for (const line of accountLines(result, accountsFile, publicOrigin)) write(line);
}
