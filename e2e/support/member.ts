// A confirmed, signed-in member for browser tests, made the way a person would: sign-up, the
// confirmation link from the e-mail the server wrote into its outbox, then sign-in. Plain fetch with
// the site's Origin, as the site's own requests carry it.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface RegisteredMember {
  user_id: number;
  usr: string;
  eml: string;
  pwd: string;
  /** `sid=…; uid=…`, for a Cookie header. */
  cookies: string;
}

export interface MemberFields {
  usr?: string;
  eml?: string;
  pwd?: string;
}

export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
  httpOnly: boolean;
  sameSite: 'Lax';
}

/** Browser contexts take cookies as objects: these are the ones to add for `baseUrl`, flagged as
 * the server sets them (`sid` out of reach of page scripts). */
export function browserCookies(member: RegisteredMember, baseUrl: string): BrowserCookie[] {
  return member.cookies.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    return { name, value: pair.slice(at + 1), url: baseUrl, httpOnly: name === 'sid', sameSite: 'Lax' };
  });
}

async function post(baseUrl: string, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(baseUrl + path, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The newest link of the newest e-mail to `to` that contains `marker`. */
async function mailedLink(outboxDir: string, to: string, marker: string): Promise<string> {
  const names = (await readdir(outboxDir))
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .sort()
    .reverse();
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as { to: string; links: string[] };
    const link = mail.to.toLowerCase() === to.toLowerCase() ? mail.links.find((l) => l.includes(marker)) : undefined;
    if (link) return link;
  }
  throw new Error(`no e-mail to ${to} with a ${marker} link in ${outboxDir}`);
}

function setCookiePairs(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function registerMember(baseUrl: string, outboxDir: string, fields: MemberFields = {}): Promise<RegisteredMember> {
  const usr = fields.usr ?? `e2e_${randomBytes(4).toString('hex')}`;
  const eml = fields.eml ?? `${usr.toLowerCase()}@example.com`;
  const pwd = fields.pwd ?? 'e2e password';
  const signup = await post(baseUrl, '/api/signup.php', { usr, eml, pwd });
  if (signup.status !== 200) throw new Error(`sign-up of ${usr} failed: ${signup.status} ${await signup.text()}`);
  // The link is made under PUBLIC_URL, which the server under test names as baseUrl.
  const confirm = await fetch(await mailedLink(outboxDir, eml, 'act=confirm'), { redirect: 'manual' });
  const landed = confirm.headers.get('location') ?? '';
  if (confirm.status !== 302 || !landed.includes('confirmed=1'))
    throw new Error(`confirmation of ${usr} failed: ${confirm.status} ${landed}`);
  const login = await post(baseUrl, '/api/login.php', { usr, pwd });
  const answer = (await login.json()) as { success?: boolean; user?: { user_id: number } };
  if (login.status !== 200 || !answer.success || !answer.user)
    throw new Error(`sign-in of ${usr} failed: ${login.status} ${JSON.stringify(answer)}`);
  return { user_id: answer.user.user_id, usr, eml, pwd, cookies: setCookiePairs(login) };
}

/** A PNG of a flat colour, made here so no picture is committed: IHDR, one IDAT, IEND. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([40, 90 + (x % 160), 200], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The confirmation link of the newest e-mail to `to` in the server's outbox. */
export function confirmationLink(outboxDir: string, to: string): Promise<string> {
  return mailedLink(outboxDir, to, 'act=confirm');
}

/**
 * A video's likes as the server counts them now (the uncached `.jsond` answer): the watch page's
 * own answer is cached for a day, and other members may have voted since it was made.
 */
export function serverLikes(page: Page, id: number): Promise<number> {
  const path = `/api/json/video/0/${Math.floor(id / 1e6)}/${Math.floor(id / 1e3)}/${id}.jsond`;
  return page.evaluate(
    async (p) => ((await (await fetch(p)).json()) as { video: { statistics: { likes: number } } }).video.statistics.likes,
    path,
  );
}
