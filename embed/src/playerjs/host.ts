// The window side of player.js: which messages reach the receiver and where answers go. Only the
// page that frames the embed may drive it, and only from the origin of `document.referrer`, as
// player.js's own receiver checks. When the host sends no referrer, the origin of its first message
// is kept instead. Answers go to that origin only; before it is known, only the unasked `ready`
// (the embed's own address, nothing private) may go out to any origin, as player.js does.
import { createReceiver, type Receiver } from './receiver';

/** The part of a window the binding uses, so tests can give a plain object. */
export interface HostWindow {
  readonly parent: { postMessage(message: string, targetOrigin: string): void } | null;
  readonly location: { readonly href: string };
  readonly document: { readonly referrer: string };
  addEventListener(type: 'message', listener: (event: { data: unknown; origin: string; source: unknown }) => void): void;
}

/** The origin of an address, or null when there is none to trust (empty, opaque or unparsable). */
export function originOf(address: string): string | null {
  if (!address) return null;
  try {
    const { origin } = new URL(address);
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

/** Starts listening at once, so listeners the host adds while the video loads are kept. */
export function connectHost(win: HostWindow): Receiver {
  const parent = win.parent && win.parent !== (win as unknown) ? win.parent : null;
  let hostOrigin = originOf(win.document.referrer);
  const receiver = createReceiver({
    src: () => win.location.href,
    send(message, event) {
      if (parent && (hostOrigin !== null || event === 'ready')) parent.postMessage(message, hostOrigin ?? '*');
    },
  });
  // Not framed: nobody to talk to.
  if (!parent) return receiver;
  win.addEventListener('message', (event) => {
    if (event.source !== parent) return;
    if (hostOrigin === null && originOf(event.origin) !== null) hostOrigin = event.origin;
    if (event.origin !== hostOrigin) return;
    receiver.receive(event.data);
  });
  return receiver;
}
