// Test support for the social components: a `fetch` double that answers by method and path and
// records what was sent, and a render at a route. Test files only.
import { cleanup, render } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export interface Sent {
  method: string;
  url: string;
  form: Record<string, string>;
}

type Reply = { status?: number; body: unknown } | ((sent: Sent) => { status?: number; body: unknown });

const realFetch = globalThis.fetch;

/** Puts the browser's own fetch back. */
export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}

/**
 * Replaces `fetch` with one answering `METHOD path-prefix` routes (the first that matches, in the
 * order given); any other request gets a 404.
 */
export function answerFetch(routes: Record<string, Reply>) {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const form = Object.fromEntries(new URLSearchParams(typeof init?.body === 'string' ? init.body : ''));
    const request = { method, url, form };
    sent.push(request);
    const key = Object.keys(routes).find((k) => {
      const [m, prefix] = k.split(' ');
      return m === method && url.startsWith(prefix);
    });
    const route = key ? routes[key] : { status: 404, body: { error: true, code: 'not_found' } };
    const reply = typeof route === 'function' ? route(request) : route;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return { sent, posts: () => sent.filter((s) => s.method === 'POST') };
}

/** jsdom has no matchMedia; the pagination asks it for the narrow layout. */
export function setUpDom(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** Renders `element` at `path`, matched by `pattern` (and `pattern` + `:page/`), and lets its requests answer. */
export async function renderAt(element: ReactNode, path = '/', pattern = '/'): Promise<void> {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path={`${pattern}:page/`} element={element} />
      </Routes>
    </MemoryRouter>,
  );
  await settle();
}

export function cleanUp(): void {
  restoreFetch();
  cleanup();
}

/** Lets pending answers and the renders they cause run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(async () => await new Promise((r) => setTimeout(r, 0)));
}
