// The staff list as aligned text columns: username, e-mail, role, last sign-in.
import type { StaffAccountRow } from '../queries/staffAccounts.js';
import { printable } from './messages.js';

const HEADER = ['username', 'e-mail', 'role', 'last sign-in'];

/** `2026-03-15 12:00 UTC`, or `never`. */
export function signInTime(at: Date | null): string {
  return at ? `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'never';
}

/** Lines of the table, header first; a banned account says so beside its role. */
export function staffTable(rows: StaffAccountRow[]): string[] {
  const cells = [
    HEADER,
    ...rows.map((r) => [printable(r.username), printable(r.email), r.banned_at ? `${r.role} (banned)` : r.role, signInTime(r.last_login)]),
  ];
  const widths = HEADER.map((_, col) => Math.max(...cells.map((row) => [...row[col]].length)));
  return cells.map((row) =>
    row
      .map((cell, col) => (col === row.length - 1 ? cell : cell + ' '.repeat(widths[col] - [...cell].length)))
      .join('  ')
      .trimEnd(),
  );
}
