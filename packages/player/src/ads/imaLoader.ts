// On-demand loader of Google's IMA SDK. Google publishes no npm package for it: the SDK is a script
// at a fixed address, so this injects the <script> once and exposes a promise. Pure of globals:
// the document, clock and namespace lookup are passed in (tested in Node with a fake document).
import type { Clock } from '../core/clock.js';
import type { ImaNamespace } from './imaTypes.js';

export const IMA_SDK_URL = 'https://imasdk.googleapis.com/js/sdkloader/ima3.js';

/** The script element members the loader uses. */
export interface ScriptElementLike {
  src: string;
  async: boolean;
  addEventListener(type: 'load' | 'error', listener: () => void): void;
  removeEventListener(type: 'load' | 'error', listener: () => void): void;
  remove(): void;
}

/** Generic in the element so that a real Document (whose appendChild wants a Node) fits. */
export interface ScriptDocumentLike<E extends ScriptElementLike = ScriptElementLike> {
  createElement(tag: 'script'): E;
  head: { appendChild(node: E): unknown };
}

export interface ScriptLoadOptions<E extends ScriptElementLike = ScriptElementLike> {
  document: ScriptDocumentLike<E>;
  clock: Clock;
  timeoutMs: number;
}

// One promise per document and address: the SDK must be loaded once however often it is asked for.
const loads = new WeakMap<object, Map<string, Promise<void>>>();

function inject<E extends ScriptElementLike>(src: string, { document, clock, timeoutMs }: ScriptLoadOptions<E>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      clock.clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      if (!error) return resolve();
      // A failed tag is taken out so that a later call can try again with a fresh one.
      script.remove();
      reject(error);
    };
    const onLoad = () => settle();
    const onError = () => settle(new Error(`script failed to load: ${src}`));
    const timer = clock.setTimeout(() => settle(new Error(`script timed out after ${timeoutMs} ms: ${src}`)), timeoutMs);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  });
}

/**
 * Loads `src` once per document: concurrent and later calls share the first promise. It rejects
 * on the script's error event or after `timeoutMs` (an asset or script that fails to
 * load rejects the load); a rejected load is forgotten so the next call retries.
 */
export function loadScript<E extends ScriptElementLike>(src: string, opts: ScriptLoadOptions<E>): Promise<void> {
  let bySrc = loads.get(opts.document);
  if (!bySrc) {
    bySrc = new Map();
    loads.set(opts.document, bySrc);
  }
  const known = bySrc.get(src);
  if (known) return known;
  const loading = inject(src, opts);
  bySrc.set(src, loading);
  loading.catch(() => {
    if (bySrc.get(src) === loading) bySrc.delete(src);
  });
  return loading;
}

export interface ImaLoadOptions<E extends ScriptElementLike = ScriptElementLike> extends ScriptLoadOptions<E> {
  src?: string;
  /** Where the SDK puts itself; `window.google.ima` by default. */
  getNamespace?: () => ImaNamespace | undefined;
}

const globalIma = (): ImaNamespace | undefined => (globalThis as { google?: { ima?: ImaNamespace } }).google?.ima;

/**
 * The IMA namespace, loading the SDK first if the page does not have it yet. Rejects when the
 * script fails, times out, or loads without defining google.ima (an ad blocker's empty replacement).
 */
export async function loadImaSdk<E extends ScriptElementLike>(opts: ImaLoadOptions<E>): Promise<ImaNamespace> {
  const getNamespace = opts.getNamespace ?? globalIma;
  const present = getNamespace();
  if (present) return present;
  await loadScript(opts.src ?? IMA_SDK_URL, opts);
  const ima = getNamespace();
  if (!ima) throw new Error('the IMA SDK loaded but google.ima is missing');
  return ima;
}
