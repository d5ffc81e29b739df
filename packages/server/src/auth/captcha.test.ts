// The reCAPTCHA verifier against a local stand-in for siteverify: what it sends, and which answers
// it takes as a person (v2 success; v3 also a score and the login action).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAllCaptcha, captchaFromConfig, recaptchaVerifier } from './captcha.js';
import { RECAPTCHA_MIN_SCORE } from './constants.js';

/** Token → the JSON siteverify answers for it; 'broken' answers a 500. */
const ANSWERS: Record<string, object> = {
  v2: { success: true },
  v3: { success: true, score: 0.9, action: 'login' },
  low: { success: true, score: RECAPTCHA_MIN_SCORE - 0.1, action: 'login' },
  other: { success: true, score: 0.9, action: 'signup' },
  no: { success: false, 'error-codes': ['invalid-input-response'] },
};

let server: Server;
let url: string;
const bodies: URLSearchParams[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      bodies.push(form);
      const token = form.get('response') ?? '';
      if (token === 'broken') return void res.writeHead(500).end();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(ANSWERS[token] ?? { success: false }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => {
  server.close();
});

describe('recaptchaVerifier', () => {
  it('posts secret, response and remoteip, and takes v2 and v3 successes', async () => {
    const verifier = recaptchaVerifier('the-secret', url);
    expect(await verifier.verify('v2', '198.51.100.1')).toBe(true);
    expect(Object.fromEntries(bodies.at(-1)!)).toEqual({ secret: 'the-secret', response: 'v2', remoteip: '198.51.100.1' });
    expect(await verifier.verify('v3', '198.51.100.1')).toBe(true);
  });

  it('refuses a failure, a low score, another action, an empty token, a 500 and an unreachable service', async () => {
    const verifier = recaptchaVerifier('the-secret', url);
    for (const token of ['no', 'low', 'other', '', 'broken']) expect(await verifier.verify(token, '198.51.100.1'), token).toBe(false);
    expect(await recaptchaVerifier('s', 'http://127.0.0.1:1/siteverify').verify('v2', '198.51.100.1')).toBe(false);
  });

  it('is chosen by RECAPTCHA_SECRET; without one every token passes', async () => {
    expect(captchaFromConfig({ recaptchaSecret: '', recaptchaVerifyUrl: url })).toBe(acceptAllCaptcha);
    expect(await acceptAllCaptcha.verify('', '')).toBe(true);
    expect(await captchaFromConfig({ recaptchaSecret: 'x', recaptchaVerifyUrl: url }).verify('no', '')).toBe(false);
  });
});
