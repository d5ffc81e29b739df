// The staff list's text: aligned columns, the last sign-in in UTC, a ban shown beside the role.
import { describe, expect, it } from 'vitest';
import { staffTable } from './listing.js';

describe('staff table', () => {
  it('aligns the columns and writes each sign-in time in UTC, or never', () => {
    const lines = staffTable([
      {
        user_id: 1,
        username: 'root',
        email: 'r@example.com',
        role: 'admin',
        last_login: new Date('2026-03-15T12:34:56Z'),
        banned_at: null,
      },
      { user_id: 2, username: 'Zoë.moderates', email: 'zoe@example.com', role: 'moderator', last_login: null, banned_at: new Date() },
    ]);
    expect(lines).toEqual([
      'username       e-mail           role                last sign-in',
      'root           r@example.com    admin               2026-03-15 12:34 UTC',
      'Zoë.moderates  zoe@example.com  moderator (banned)  never',
    ]);
  });
});
