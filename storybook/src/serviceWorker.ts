// Registers static/reel-sw.js (the HLS redirect and the stalled network of the stories) and waits
// until it controls this page: requests made before then would bypass it.
const CONTROL_TIMEOUT_MS = 10_000;

let controlled: Promise<void> | null = null;

export function ensureServiceWorker(): Promise<void> {
  controlled ??= register();
  return controlled;
}

async function register(): Promise<void> {
  const sw = navigator.serviceWorker;
  if (!sw) throw new Error('this browser has no service workers: the HLS and buffering stories need one');
  if (sw.controller) return;
  await sw.register(new URL('reel-sw.js', document.baseURI).href);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the stories’ service worker did not take control')), CONTROL_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (sw.controller) done();
    else sw.addEventListener('controllerchange', done, { once: true });
  });
}
