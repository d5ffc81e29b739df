// The member call the affidavit makes on Accept (`POST /api/member.php act=verif`), answered in the
// page: Storybook has no server. Only that call is answered here; every other request goes to the
// network as before.
import { MEMBER_PATH } from '@reel/api/endpoints';

let installed = false;

/** From now on `act=verif` answers `{ok:true}`, as the server does for a signed-in member. */
export function answerVerif(): void {
  if (installed) return;
  installed = true;
  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const address = typeof input === 'string' || input instanceof URL ? new URL(input, document.baseURI) : null;
    const body = typeof init?.body === 'string' ? new URLSearchParams(init.body) : null;
    if (address?.pathname !== MEMBER_PATH || body?.get('act') !== 'verif') return network(input, init);
    return Promise.resolve(Response.json({ ok: true }));
  };
}
