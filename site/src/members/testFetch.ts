// A stand-in for the browser's fetch in component tests: answers by method and path, and keeps
// every request it was asked for, with its form fields.
const realFetch = globalThis.fetch;

/** Puts the browser's own fetch back. */
export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}

export interface SeenRequest {
  method: string;
  path: string;
  fields: Record<string, string>;
  body: unknown;
}

export type Answerer = (req: SeenRequest) => { status: number; body: unknown } | undefined;

export function answerWith(answer: Answerer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://reel.test');
    const body = init?.body;
    const fields = typeof body === 'string' ? Object.fromEntries(new URLSearchParams(body)) : {};
    const req: SeenRequest = { method: init?.method ?? 'GET', path: url.pathname, fields, body };
    seen.push(req);
    const reply = answer(req) ?? { status: 404, body: { error: true, code: 'not_found' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  };
  return seen;
}

/** Sets or clears a cookie the way the server's Set-Cookie would, for the page's readers. */
export function setCookie(name: string, value: string | null): void {
  document.cookie = value === null ? `${name}=; path=/; max-age=0` : `${name}=${value}; path=/`;
}
