// Account numbers, each once with its unit. The form limits shared with the site live in
// @reel/api (account.ts); these are the server's own.

/** A session lives this long from sign-in; signing in again starts a new one. */
export const SESSION_TTL_S = 30 * 86400;
/** Random bytes of a session token (the `sid` cookie); only its SHA-256 is stored. */
export const SESSION_TOKEN_BYTES = 32;
/** The `logout` cookie tells the site a member signed out; the site's cookie default is a day. */
export const LOGOUT_COOKIE_MAX_AGE_S = 86400;

/** Failed sign-ins one account may take per window before it answers too_many to every address
 * that has failed on it; an address that has not still gets its password checked, so guessing
 * cannot lock the real owner out. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/** Failed sign-ins after which an account answers too_many to every address, clean or not, until
 * the window ends: what guessing from many addresses at once can still try. */
export const LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS = 200;
/** Failed sign-ins one address may make per window (across accounts). */
export const LOGIN_FAILURES_PER_IP = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Restore e-mails one address may ask for per window, and one account may receive. */
export const RESTORE_REQUESTS_PER_IP = 10;
export const RESTORE_REQUESTS_PER_EMAIL = 3;
export const RESTORE_WINDOW_MS = 60 * 60 * 1000;
/** Sign-ups one address may make per window. */
export const SIGNUPS_PER_IP = 10;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
/** Sign-up forms one address may have checked against the taken names and e-mails per window,
 * accepted or not: `eml_taken` tells whether an address has an account (the specification keeps
 * it), so asking it is rationed. A person retrying a taken name a few times stays far below. */
export const SIGNUP_CHECKS_PER_IP = 20;

/** A sign-in that meets an unconfirmed e-mail mails the link again, at most once per this window. */
export const CONFIRM_RESEND_WINDOW_MS = 15 * 60 * 1000;
/** The e-mail confirmation link stays valid this long. */
export const CONFIRM_TOKEN_TTL_S = 7 * 86400;
/** A password reset link stays valid this long: long enough to open the mail, short enough that
 * a link found later in a mailbox or a log is dead. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Random bytes of a password reset token; only its SHA-256 is stored. */
export const RESET_TOKEN_BYTES = 32;

/** reCAPTCHA: scores below this are refused (v3); the check gives up after this long. */
export const RECAPTCHA_MIN_SCORE = 0.5;
export const RECAPTCHA_TIMEOUT_MS = 5000;

/** Avatars are square, covers a 5:1 banner at the specification's minimum (1250×250); neither is
 * ever enlarged, since every accepted image is at least that big. */
export const AVATAR_SIZE_PX = 250;
export const COVER_WIDTH_PX = 1250;
export const COVER_HEIGHT_PX = 250;
/** Pixels an image may have before it is refused unread: a small file can decode to gigabytes. The
 * decoder is held to the same number, so a frame larger than its header said is not decoded either. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** Sides an image may have before it is refused unread: scaling filters allocate by the side too. */
export const IMAGE_MAX_WIDTH_PX = 8192;
export const IMAGE_MAX_HEIGHT_PX = 8192;
/** ffmpeg's JPEG quality scale, 2 (best) to 31. */
export const IMAGE_JPEG_QUALITY = 3;
/** An image that takes longer than this to probe or resize is given up on. */
export const IMAGE_PROCESS_TIMEOUT_MS = 30_000;
/** Room for the section field and the multipart framing around the file in a Content-Length. */
export const IMAGE_FORM_OVERHEAD_BYTES = 64 * 1024;

// Every write a member or a visitor can repeat: its window and its caps per member and per address
// (auth/writeLimits.ts checks them). Each cap sits far above what a person does by hand (the comment
// says what that is) and far below a script: a flood is stopped within the first seconds of its
// window, a member never notices.
export interface WriteLimit {
  windowMs: number;
  /** Writes one signed-in member may make per window. */
  perMember: number;
  /** Writes one address may make per window, whoever is signed in there (or nobody). */
  perAddress: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const WRITE_LIMITS = {
  /** A wall post (or its deletion) every 10 s for 10 minutes on end. */
  wall: { windowMs: 10 * MINUTE_MS, perMember: 60, perAddress: 200 },
  /** A private message every 5 s for 10 minutes on end. */
  message: { windowMs: 10 * MINUTE_MS, perMember: 120, perAddress: 300 },
  /** Friend requests, acceptances and removals: a hundred people a day is a lot of friends. */
  friend: { windowMs: HOUR_MS, perMember: 60, perAddress: 200 },
  /** Playlist create, add, remove, reorder, delete: a video a second while filling a list. */
  playlist: { windowMs: 10 * MINUTE_MS, perMember: 600, perAddress: 1200 },
  /** Likes and dislikes: one every 2 s for 10 minutes. */
  vote: { windowMs: 10 * MINUTE_MS, perMember: 300, perAddress: 600 },
  /** Subscribing and unsubscribing. */
  subscribe: { windowMs: 10 * MINUTE_MS, perMember: 200, perAddress: 400 },
  /** Favouriting and unfavouriting. */
  favourite: { windowMs: 10 * MINUTE_MS, perMember: 300, perAddress: 600 },
  /** Profile edits, password changes, the verification affidavit. */
  profile: { windowMs: HOUR_MS, perMember: 60, perAddress: 200 },
  /** Avatar and cover uploads, each resized by ffmpeg. */
  image: { windowMs: HOUR_MS, perMember: 30, perAddress: 100 },
  /** Views and statistics posts, visitors' too: a page a second for 10 minutes. Many visitors can
   * share an address (a campus, a mobile carrier), hence its higher cap. */
  view: { windowMs: 10 * MINUTE_MS, perMember: 600, perAddress: 3000 },
  /** Video upload attempts, refused files included; each accepted one is transcoded. More than any
   * one creator tries in a day. */
  upload: { windowMs: DAY_MS, perMember: 50, perAddress: 100 },
  /** Performers' consent releases attached to uploads, refused ones too: a few performers for each
   * of a day's uploads. */
  consent: { windowMs: DAY_MS, perMember: 200, perAddress: 400 },
  /** Captions attaches, refused ones too: a track for each language of each of a member's videos
   * in an afternoon's work, each one dropping that video's stored answers. */
  captions: { windowMs: HOUR_MS, perMember: 60, perAddress: 200 },
  /** Reports and copyright notices, visitors' too: enough to flag a page of bad videos, not to
   * flood the queue. */
  report: { windowMs: HOUR_MS, perMember: 20, perAddress: 30 },
  /** Player metric batches (POST /api/metrics), visitors' too: a page sends one every few seconds
   * while it plays; the address cap leaves room for many viewers behind one address. */
  metrics: { windowMs: 10 * MINUTE_MS, perMember: 600, perAddress: 6000 },
} as const satisfies Record<string, WriteLimit>;
