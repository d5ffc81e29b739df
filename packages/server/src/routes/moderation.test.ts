// Moderation end to end on the server: reports and the hold they trigger, a takedown's effect on
// every public call, bans, rejections and their retention, hides, jobs, the catalogue, and the
// audit rows each action leaves. One server for all of them (testing/moderationApp.ts); the cases
// are in testing/moderationCases/, one module a subject, in this order: the audit log is read last.
import { describe } from 'vitest';
import { engineName } from '../testing/database.js';
import { moderationApp } from '../testing/moderationApp.js';
import { memberCases } from '../testing/moderationCases/members.js';
import { reportCases } from '../testing/moderationCases/reports.js';
import { takedownCases } from '../testing/moderationCases/takedown.js';

describe(`moderation (${engineName()})`, () => {
  moderationApp();
  reportCases();
  takedownCases();
  memberCases();
});
