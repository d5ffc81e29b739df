// The restore request's captcha (a token executed for the login action). Which check
// runs is configuration: reCAPTCHA's siteverify when RECAPTCHA_SECRET is set, otherwise every token
// passes (a development or test server has no captcha keys). A verifier that cannot reach the
// service refuses: a restore e-mail per request is what the captcha exists to ration.
import { RECAPTCHA_VERIFY_URL } from '../constants.js';
import { RECAPTCHA_MIN_SCORE, RECAPTCHA_TIMEOUT_MS } from './constants.js';

export interface CaptchaVerifier {
  /** True when `token` proves a person; `ip` is passed on as the service's `remoteip`. */
  verify(token: string, ip: string): Promise<boolean>;
}

export const acceptAllCaptcha: CaptchaVerifier = {
  verify: async () => true,
};

/** The action the site executes the token for. */
export const RECAPTCHA_ACTION = 'login';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/** reCAPTCHA v2 answers success only; v3 adds a score and the action, which must match. */
export function recaptchaVerifier(secret: string, verifyUrl: string = RECAPTCHA_VERIFY_URL): CaptchaVerifier {
  return {
    async verify(token, ip) {
      if (!token) return false;
      try {
        const res = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }).toString(),
          signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
        });
        if (!res.ok) return false;
        const answer = (await res.json()) as SiteverifyAnswer;
        if (answer.success !== true) return false;
        if (typeof answer.score === 'number' && answer.score < RECAPTCHA_MIN_SCORE) return false;
        return answer.action === undefined || answer.action === RECAPTCHA_ACTION;
      } catch {
        return false;
      }
    },
  };
}

export function captchaFromConfig(config: { recaptchaSecret: string; recaptchaVerifyUrl: string }): CaptchaVerifier {
  return config.recaptchaSecret ? recaptchaVerifier(config.recaptchaSecret, config.recaptchaVerifyUrl) : acceptAllCaptcha;
}
