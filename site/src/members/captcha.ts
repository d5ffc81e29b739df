// The restore request's captcha token (a token executed for the login action). The
// reCAPTCHA v3 script is Google's, loaded on demand the first time a token is wanted, and only
// when the operator configured a site key; without one the token is empty.
import { siteConfig } from '../config';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const CAPTCHA_ACTION = 'login';

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    if (window.grecaptcha) return resolve(window.grecaptcha);
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not start')));
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  });
}

/** The token to send as `tok`: '' without a site key; a refused script rejects. */
export async function captchaToken(siteKey = siteConfig.recaptchaSiteKey): Promise<string> {
  if (!siteKey) return '';
  loading ??= loadScript(siteKey).catch((err: unknown) => {
    // A later attempt may load it after a network hiccup.
    loading = null;
    throw err;
  });
  const grecaptcha = await loading;
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action: CAPTCHA_ACTION });
}
