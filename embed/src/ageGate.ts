// Where the visitor's place asks for an age check by a provider and none is passed, the server gives
// the embed no video: the frame shows the same gate as the site, the providers to pick. A check
// runs in a window of its own (a provider does not let itself be framed) and comes back to this
// address, on the site's own origin.
import { AGE_VERIFICATION_REQUIRED, ApiRequestError, ENDPOINT, requestOf, type AgeGateAnswer } from '@reel/api/endpoints';
import { api } from './loaders';

const TEXT = {
  title: 'Confirm your age',
  text: 'The law where you are asks us to check that you are 18 or over before we show any video. Choose an age-check provider: it tells us only whether you are over 18.',
  with: 'Check my age with ',
  none: 'No age-check provider is available at the moment.',
} as const;

/** Whether a refusal is the age gate's. */
export const isAgeRefusal = (err: unknown): boolean =>
  err instanceof ApiRequestError && err.status === 403 && (err.body as { code?: string } | undefined)?.code === AGE_VERIFICATION_REQUIRED;

export async function showAgeGate(root: HTMLElement): Promise<void> {
  const gate = await api.call(ENDPOINT.ageGate, {});
  const box = document.createElement('div');
  box.className = 'embed__message embed__age';
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', TEXT.title);
  const heading = document.createElement('h1');
  heading.textContent = TEXT.title;
  const text = document.createElement('p');
  text.textContent = TEXT.text;
  box.append(heading, text);
  const providers = (gate as AgeGateAnswer).providers;
  if (providers.length === 0) box.append(Object.assign(document.createElement('p'), { textContent: TEXT.none }));
  for (const p of providers) {
    const link = document.createElement('a');
    link.href = requestOf(ENDPOINT.ageStart, { provider: p.id, return: location.pathname + location.search }).address;
    link.target = '_blank';
    link.rel = 'noopener';
    link.className = 'embed__age-provider';
    link.textContent = TEXT.with + p.name;
    box.append(link);
  }
  root.replaceChildren(box);
}
