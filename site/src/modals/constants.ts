/** Sign-in limits. */
export const LOGIN_USERNAME_MIN_CHARS = 3;
export const LOGIN_PASSWORD_MIN_CHARS = 5;
/** The restore e-mail must be longer than this. */
export const RESTORE_EMAIL_MIN_CHARS = 3;
/** The creator-verification affidavit's points, all to be ticked. */
export const VERIF_POINTS = 11;
