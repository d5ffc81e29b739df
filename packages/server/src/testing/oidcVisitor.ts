// A browser for a check with a provider, driven over HTTP: a cookie jar per origin and redirects
// followed by hand, the provider's own sign-in and consent forms posted as a person would, until
// the site's result page. Used against the real oidc-provider of ageProvider.ts.

/** What a round ended with: the site's result page, the callback address taken, and the site's
 * cookies as they were just before it (to replay it). */
export interface VisitorRound {
  result: URL;
  callback: string | null;
  cookiesThen: Map<string, string>;
}

const MAX_HOPS = 20;

export class OidcVisitor {
  readonly jar = new Map<string, Map<string, string>>();
  /** `site`: the server's base address; `resultPrefix` the result pages' path (`/age-check/`). */
  constructor(
    readonly site: string,
    readonly resultPrefix: string,
    readonly headers: Record<string, string> = {},
  ) {}

  cookies(origin: string = this.site): Map<string, string> {
    if (!this.jar.has(origin)) this.jar.set(origin, new Map());
    return this.jar.get(origin)!;
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const { origin } = new URL(url);
    const cookie = [...this.cookies(origin)].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...this.headers,
        ...(cookie ? { cookie } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded', origin } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...value] = pair.trim().split('=');
      const gone = attrs.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a)) || value.join('=') === '';
      if (gone) this.cookies(origin).delete(name);
      else this.cookies(origin).set(name, value.join('='));
    }
    return res;
  }

  /** Follows redirects from `url`, answering the provider's forms as `account` (null: refuses at
   * the sign-in form), until the site's result page; `beforeCallback` runs as the provider sends
   * the browser back, before the site sees the callback. */
  async check(url: string, account: string | null, beforeCallback: () => Promise<void> = async () => {}): Promise<VisitorRound> {
    let next = url;
    let callback: string | null = null;
    let cookiesThen = new Map<string, string>();
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      if (next.startsWith(this.site) && new URL(next).pathname.endsWith('/callback')) {
        callback = next;
        cookiesThen = new Map(this.cookies());
        await beforeCallback();
      }
      const res = await this.request(next);
      const location = res.headers.get('location');
      if (location) {
        const to = new URL(location, next);
        if (to.origin === this.site && to.pathname.startsWith(this.resultPrefix)) return { result: to, callback, cookiesThen };
        next = to.href;
        continue;
      }
      const html = await res.text();
      if (res.status !== 200) throw new Error(`${next}: ${res.status} ${html.slice(0, 200)}`);
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? (/login/i.test(html) ? 'login' : 'consent');
      if (prompt === 'login' && account === null) {
        next = `${next}/abort`;
        continue;
      }
      const form: Record<string, string> = prompt === 'login' ? { prompt, login: account!, password: 'any' } : { prompt };
      const posted = await this.request(next, { method: 'POST', form });
      next = new URL(posted.headers.get('location')!, next).href;
    }
    throw new Error(`no result page after ${MAX_HOPS} hops`);
  }
}
