// The staff command's numbers and names, each once.

/** Random bytes of a generated password: 18 bytes are 144 bits, written as 24 base64url characters,
 * well inside the sign-up bounds and beyond any guessing. */
export const GENERATED_PASSWORD_BYTES = 18;

/** Where the site serves the staff console, under the public origin. */
export const STAFF_CONSOLE_PATH = '/admin/';

/** The audit log's actor for what the command line did: no account stands behind it. */
export const CLI_ACTOR = 'command line';

/** The environment variable that gives `create` its password. It is read from the environment, not
 * from the arguments, because every user of the machine can read a process's arguments. */
export const ADMIN_PASSWORD_ENV = 'ADMIN_PASSWORD';

/** Exit codes: done; refused (taken, not found, last admin, database busy); bad arguments. */
export const EXIT_OK = 0;
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;
