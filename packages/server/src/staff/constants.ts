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

/** The staff command's socket, in the data folder of a server on the embedded database: the one
 * way to reach a database only that server may open. */
export const STAFF_SOCKET_NAME = 'staff.sock';

/** Only the server's own user may connect: whoever can already read the data folder. */
export const STAFF_SOCKET_MODE = 0o600;

/** The longest Unix socket path the system keeps whole (sun_path holds 108 bytes on Linux, 104 on
 * macOS, with the final NUL); a longer one would be cut short and the socket made elsewhere. */
export const UNIX_SOCKET_PATH_MAX_BYTES = 103;

/** A request is one command line and a password, far below this. */
export const STAFF_SOCKET_REQUEST_MAX_BYTES = 64 * 1024;

/** How long the server waits for a connected command to send its request. */
export const STAFF_SOCKET_IDLE_MS = 10_000;

/** How long the command waits for the server's answer (a new account's password hash included). */
export const STAFF_SOCKET_ANSWER_MS = 60_000;
