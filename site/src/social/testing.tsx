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

export function setUpDom(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

/** Renders `element` at `path`, matched by `pattern` (and `pattern` + `:page/`), and lets its requests answer. */
export async function renderAt(element: ReactNode, path = '/', pattern = '/'): Promise<HTMLElement> {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path={`${pattern}:page/`} element={element} />
      </Routes>
    </MemoryRouter>,
  );
  await settle();
  return container;
}

export function cleanUp(): void {
  restoreFetch();
  cleanup();
}

/** Lets pending answers and the renders they cause run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(async () => await new Promise((r) => setTimeout(r, 0)));
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
  await settle();
}

/** Types into a text field as a user would, so React's onChange sees it. */
export async function type(field: Element | null, value: string): Promise<void> {
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) throw new Error('not a text field');
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function submit(form: Element | null | undefined): Promise<void> {
  if (!(form instanceof HTMLFormElement)) throw new Error('not a form');
  await act(async () => form.requestSubmit());
  await settle();
}

export const buttonNamed = (root: ParentNode, name: RegExp) =>
  [...root.querySelectorAll('button, a')].find((b) => name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));

/** Waits (up to about 2 s) until `check` passes, for lazily loaded parts. */
export async function waitFor(check: () => void): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (err) {
      if (i >= 40) throw err;
      await act(async () => await new Promise((r) => setTimeout(r, 50)));
    }
  }
}
