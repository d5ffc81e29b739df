// The staff command's arguments, read into one command or one reason they cannot be. Nothing here
// touches the database, so a mistyped command is answered at once, even while the data folder is busy.
import { isStaffRole, ROLES, STAFF_ROLES, type Role, type StaffRole } from '@reel/api/moderation';
import { parseArgs } from 'node:util';
import { emailError, usernameError } from '../auth/accountRules.js';
import { fieldProblem, quoted } from './messages.js';

export type StaffCommand =
  | { kind: 'create'; username: string; email: string; role: StaffRole }
  | { kind: 'role'; username: string; role: Role }
  | { kind: 'list' }
  | { kind: 'help' };

/** Why the arguments make no command; the caller shows it with the usage text. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

function positionals(argv: string[], count: number, names: string): string[] {
  const { positionals: found } = parseArgs({ args: argv, allowPositionals: true, strict: true, options: {} });
  if (found.length !== count) throw new UsageError(`expected ${names}`);
  return found;
}

/** The same rules as sign-up: one place says what a username and an e-mail may be. */
function checkNewAccount(username: string, email: string): void {
  const problem = usernameError(username) ?? emailError(email);
  if (problem) throw new UsageError(fieldProblem(problem, problem.field === 'usr' ? username : email));
}

function parseCreate(argv: string[]): StaffCommand {
  const { values, positionals: found } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { role: { type: 'string' } },
  });
  if (found.length !== 2) throw new UsageError('create takes a USERNAME and an EMAIL');
  const role = values.role;
  if (role === undefined) throw new UsageError(`create needs --role ${STAFF_ROLES.join('|')}`);
  if (!isStaffRole(role)) throw new UsageError(`--role must be ${STAFF_ROLES.join(' or ')}, not ${quoted(role)}`);
  const [username, email] = found.map((s) => s.trim());
  checkNewAccount(username, email);
  return { kind: 'create', username, email, role };
}

function parseRole(argv: string[]): StaffCommand {
  const [username, role] = positionals(argv, 2, `a USERNAME and a role (${ROLES.join('|')})`).map((s) => s.trim());
  // The name is looked up, not checked against today's sign-up rules: an older account may predate them.
  if (!isRole(role)) throw new UsageError(`the role must be ${ROLES.slice(0, -1).join(', ')} or ${ROLES.at(-1)}, not ${quoted(role)}`);
  return { kind: 'role', username, role };
}

/** The command, or a UsageError. */
export function parseStaffArgs(argv: string[]): StaffCommand {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'create':
        return parseCreate(rest);
      case 'role':
        return parseRole(rest);
      case 'list':
        if (rest.length > 0) throw new UsageError('list takes no arguments');
        return { kind: 'list' };
      case 'help':
      case '--help':
      case '-h':
        return { kind: 'help' };
      case undefined:
        throw new UsageError('no command given');
      default:
        throw new UsageError(`unknown command ${quoted(command)}`);
    }
  } catch (err) {
    // parseArgs throws its own errors for unknown options and missing values.
    if (err instanceof UsageError) throw err;
    throw new UsageError((err as Error).message);
  }
}
