// Carries out one staff command on an open database and says what happened; the answer is the exit
// code. Results go to `out`, refusals to `err`.
import { hashPassword } from '../auth/password.js';
import { skeletonTaken } from '../auth/usernames.js';
import type { Database } from '../db/client.js';
import { takenBy } from '../queries/members.js';
import { isRefusal } from '../queries/refusal.js';
import { changeStaffRole, insertStaffAccount, staffAccounts } from '../queries/staffAccounts.js';
import type { StaffCommand } from './args.js';
import { CLI_ACTOR, EXIT_OK, EXIT_REFUSED } from './constants.js';
import { staffTable } from './listing.js';
import { printable, quoted } from './messages.js';
import type { ChosenPassword } from './password.js';

export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** Which of the two is already in use: the username also when it only looks like a member's
 * (the confusable names sign-up refuses). */
async function takenFields(database: Database, username: string, email: string): Promise<{ usr: boolean; eml: boolean }> {
  const rows = await takenBy(database, username, email);
  return {
    usr: rows.some((r) => r.usr) || (await skeletonTaken({ database }, username)),
    eml: rows.some((r) => r.eml),
  };
}

function sayTaken(io: Output, username: string, email: string, taken: { usr: boolean; eml: boolean }): number {
  if (taken.usr) io.err(`the username ${quoted(username)} is taken, or too like an existing one; nothing was changed`);
  if (taken.eml) io.err(`the e-mail ${quoted(email)} belongs to another account; nothing was changed`);
  return EXIT_REFUSED;
}

async function create(
  database: Database,
  command: Extract<StaffCommand, { kind: 'create' }>,
  chosen: ChosenPassword,
  io: Output,
  now: Date,
): Promise<number> {
  const { username, email, role } = command;
  const taken = await takenFields(database, username, email);
  if (taken.usr || taken.eml) return sayTaken(io, username, email, taken);
  const userId = await insertStaffAccount(database, {
    username,
    email,
    role,
    passwordHash: await hashPassword(chosen.password),
    at: now.toISOString(),
    actor: CLI_ACTOR,
  });
  // Another process took the name or the address between the check and the insert.
  if (userId === null) return sayTaken(io, username, email, await takenFields(database, username, email));
  io.out(`created ${role} ${quoted(username)} <${printable(email)}> (user id ${userId}), e-mail confirmed`);
  if (chosen.generated) {
    io.out(`password: ${chosen.password}`);
    io.out('This password is shown only this once: keep it somewhere safe now. It can be changed after signing in.');
  } else {
    io.out('password: the one given in ADMIN_PASSWORD');
  }
  return EXIT_OK;
}

async function role(database: Database, command: Extract<StaffCommand, { kind: 'role' }>, io: Output, now: Date): Promise<number> {
  const change = await changeStaffRole(database, { username: command.username }, command.role, now.toISOString(), { actor: CLI_ACTOR });
  if (isRefusal(change)) {
    if (change.code === 'last_admin')
      io.err(
        `${quoted(command.username)} is the last admin who can sign in, so it stays admin; ` +
          'make another account admin first (npm run admin -- role USERNAME admin)',
      );
    else io.err(`there is no account named ${quoted(command.username)}`);
    return EXIT_REFUSED;
  }
  if (change.before === change.after) io.out(`${quoted(change.username)} is already ${change.after}; nothing was changed`);
  else io.out(`${quoted(change.username)}: ${change.before} → ${change.after}`);
  return EXIT_OK;
}

async function list(database: Database, io: Output): Promise<number> {
  const rows = await staffAccounts(database);
  if (rows.length === 0) io.out('no staff accounts yet: npm run admin -- create USERNAME EMAIL --role admin');
  else for (const line of staffTable(rows)) io.out(line);
  return EXIT_OK;
}

/** `chosen` is the new account's password, for `create` only. */
export async function runStaffCommand(
  database: Database,
  command: Exclude<StaffCommand, { kind: 'help' }>,
  chosen: ChosenPassword | null,
  io: Output,
  now: Date = new Date(),
): Promise<number> {
  switch (command.kind) {
    case 'create':
      if (!chosen) throw new Error('create needs a password');
      return create(database, command, chosen, io, now);
    case 'role':
      return role(database, command, io, now);
    case 'list':
      return list(database, io);
  }
}
