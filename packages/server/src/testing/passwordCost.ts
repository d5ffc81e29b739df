// A setup file of the server's test suites (vitest.config.ts): new password hashes cost
// TEST_SCRYPT_N instead of SCRYPT_N. One run of the server's files makes about 730 hashes, at about
// 190 ms of one core each at full cost; the files took 567 s at full cost and 446 s so, one run
// after the other on one machine. auth/password.test.ts puts the full cost back for its own tests
// and checks it; a server started as its own process always hashes at full cost.
import { beforeAll } from 'vitest';
import { lowerHashCostForTests } from '../auth/password.js';

// Now, for what a test file does as it is imported, and before its tests again, since the files of
// a worker share this module.
lowerHashCostForTests(true);
beforeAll(() => lowerHashCostForTests(true));
