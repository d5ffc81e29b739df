// Every number of mail delivery, once, named with its unit.

/** A failed delivery is tried again after this long; the wait doubles with each failure. */
export const MAIL_RETRY_FIRST_S = 30;
/** The wait between two tries never grows beyond this. */
export const MAIL_RETRY_MAX_S = 3600;
/** A message is tried this many times, then kept in mail_queue with its last error and no longer
 * tried: about five hours of a relay being down, longer than a password-recovery link lives. */
export const MAIL_MAX_ATTEMPTS = 12;
/** The deliverer looks for due messages this often (retries, mail queued by another API node); a
 * message queued on the same process is handed over at once. */
export const MAIL_POLL_MS = 10_000;
/** Messages claimed at once by one deliverer, and so sent side by side at most. */
export const MAIL_BATCH_ROWS = 10;
/** A claimed message whose lock is older than this is taken to belong to a process that died while
 * sending it and is claimed again. Longer than a send may last (MAIL_SEND_TIMEOUT_MS). */
export const MAIL_LOCK_STALE_S = 600;
/** Sent messages (address, subject, time; their text is cleared once sent) are kept this long. */
export const MAIL_SENT_KEEP_DAYS = 30;
/** Sent messages older than MAIL_SENT_KEEP_DAYS are removed at most this often. */
export const MAIL_PRUNE_INTERVAL_MS = 3_600_000;
/** A relay's error is stored and logged up to this many characters. */
export const MAIL_ERROR_MAX_CHARS = 1000;

/** The relay must accept the TCP (or TLS) connection within this. */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
/** The relay must greet within this once connected; a relay that accepts and says nothing is left. */
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
/** The relay may be silent this long in the middle of a conversation. */
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;
/** One message's whole conversation with the relay ends by then, even one that trickles bytes. */
export const MAIL_SEND_TIMEOUT_MS = 60_000;

/** The HTML e-mail's colours, the site's own (site/src/styles.css): its name in `--accent` on the
 * site's dark `--bg` in the header; below, dark text on white, as every mail client shows it, with
 * the link button in `--accent-fill`. */
export const MAIL_HTML_ACCENT = '#ff4f6d';
export const MAIL_HTML_ACCENT_FILL = '#d6173c';
export const MAIL_HTML_HEADER_BACKGROUND = '#0f0f12';
export const MAIL_HTML_BACKGROUND = '#f4f4f5';
export const MAIL_HTML_TEXT = '#1f2937';
export const MAIL_HTML_MUTED = '#6b7280';
