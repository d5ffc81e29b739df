// A webmaster's site for the embed tests: a second origin (`http://localhost:{port}`, while the
// real server is `http://127.0.0.1:{port}`) that serves fixed documents and nothing else, like a
// third-party page that puts our iframe in its own HTML.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The npm package player.js 0.1.0 (a devDependency of e2e): the library webmasters use, and its QUnit suite. */
export const PLAYERJS_DIR = join(E2E, 'node_modules', 'player.js');
export const PLAYERJS_DIST = join(PLAYERJS_DIR, 'dist', 'player-0.1.0.js');

export interface Doc {
  type: string;
  body: string | Buffer;
}

export interface ThirdPartySite {
  /** `http://localhost:{port}`: another origin than the real server's 127.0.0.1. */
  origin: string;
  /** Paths asked for, in order, with the Referer each came with. */
  requests: { path: string; referer: string | undefined }[];
  close(): Promise<void>;
}

export const html = (body: string): Doc => ({ type: 'text/html; charset=utf-8', body });
export const script = (body: string | Buffer): Doc => ({ type: 'text/javascript; charset=utf-8', body });
export const fileDoc = (file: string, type: string): Doc => ({ type, body: readFileSync(file) });

export async function serveThirdParty(docs: Record<string, Doc>): Promise<ThirdPartySite> {
  const requests: ThirdPartySite['requests'] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ path, referer: req.headers.referer });
    // Browsers ask every site for an icon; a 404 would be a console error in the tests.
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const doc = Object.prototype.hasOwnProperty.call(docs, path) ? docs[path] : undefined;
    if (!doc) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': doc.type, 'cache-control': 'no-store' }).end(doc.body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
