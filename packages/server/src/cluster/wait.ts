// Waiting for a process the cluster started to be up.
import { request } from 'node:http';
import { CLUSTER_HOST_NAME, READY_POLL_MS } from './constants.js';

/** Polls `ready` until it is true; its throw ends the wait at once (the process died). */
export async function waitFor(ready: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, READY_POLL_MS));
  }
  throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

/** The status of GET http://127.0.0.1:<port><path> for the site's name, or 0 when nothing answers. */
export function statusOf(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const headers = { host: `${CLUSTER_HOST_NAME}:${port}` };
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.setTimeout(5000, () => req.destroy());
    req.end();
  });
}

export const portAnswers = async (port: number): Promise<boolean> => (await statusOf(port, '/')) > 0;
