// The sentence a suspended member sees wherever sign-in, posting, uploading or reporting refuses
// them. Only the lazy chunks of those forms import it, so the first page does not carry it.

export const ACCOUNT_TEXT = {
  'account.banned': 'This account has been suspended. Contact support if you think this is a mistake.',
} as const;
