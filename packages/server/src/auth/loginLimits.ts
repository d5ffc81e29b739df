// Who may have a password checked. Failures are counted per account, per address, and per account
// from each address. An account that has taken too many failures refuses the addresses they came
// from, while an address that has not failed on it still gets its password checked: whoever guesses
// cannot lock the real owner out by guessing. Past a far higher count the account refuses every
// address until the window ends, which bounds guessing spread over many addresses.
import type { DataContext } from '../queries/dataContext.js';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS } from './constants.js';
import { countLimiter } from './limits.js';

export interface LoginLimits {
  /** True when this attempt is answered too_many without looking at the password. */
  refused(account: string, address: string | null): Promise<boolean>;
  /** Counts a wrong password (or an unknown name). */
  failed(account: string, address: string | null): Promise<void>;
}

export function loginLimits(ctx: Pick<DataContext, 'database' | 'now'>): LoginLimits {
  // Two views of one count: the same name and key, refused at two heights.
  const perAccount = countLimiter(ctx, 'login_account', LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS);
  const perAccountAnyAddress = countLimiter(ctx, 'login_account', LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS, LOGIN_WINDOW_MS);
  const perIp = countLimiter(ctx, 'login_ip', LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS);
  // Whether this address has failed on this account at all in the window.
  const fromAddress = countLimiter(ctx, 'login_account_ip', 1, LOGIN_WINDOW_MS);
  const pair = (account: string, address: string | null) => (address === null ? null : `${account}|${address}`);
  return {
    async refused(account, address) {
      const [accountFull, everyAddress, ipFull, failedHere] = await Promise.all([
        perAccount.full(account),
        perAccountAnyAddress.full(account),
        perIp.full(address),
        fromAddress.full(pair(account, address)),
      ]);
      return ipFull || everyAddress || (accountFull && failedHere);
    },
    async failed(account, address) {
      await Promise.all([perAccount.count(account), perIp.count(address), fromAddress.count(pair(account, address))]);
    },
  };
}
