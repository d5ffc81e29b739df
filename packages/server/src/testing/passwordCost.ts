// A setup file of the server's test suites (vitest.config.ts): new password hashes cost
// TEST_SCRYPT_N instead of SCRYPT_N: a run of the server's files makes hundreds of hashes, and at
// full cost they were a fifth of its time (docs/testing.md has the figures). auth/password.test.ts
// puts the full cost back for its own tests and checks it; a server started as its own process
// always hashes at full cost.
import { beforeAll } from 'vitest';
import { lowerHashCostForTests } from '../auth/password.js';

// Now, for what a test file does as it is imported, and before its tests again, since the files of
// a worker share this module.
lowerHashCostForTests(true);
beforeAll(() => lowerHashCostForTests(true));
