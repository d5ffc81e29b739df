// A request Node cannot parse is answered 400 with a short body, except after HEAD, whose answer
// carries no body: a client would otherwise read the body as the start of a second answer.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ videos: 2 });
}, 60_000);
afterAll(() => t?.close());

/** Everything the server writes back for `request`, until it closes the connection. */
const raw = (request: string) =>
  new Promise<string>((resolve) => {
    const socket = connect(Number(new URL(t.base).port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer));
  });

describe('requests Node cannot parse', () => {
  it('answers a bad request target 400 with its body, and after HEAD with the headers alone', async () => {
    const get = await raw('GET ?a=1 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(get).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(get.endsWith('"statusCode":400}')).toBe(true);
    const head = await raw('HEAD ?a=1 HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*Content-Length: \d+\r\n/);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
  });
});
