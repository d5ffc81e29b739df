// Picture-in-picture: a button that toggles it, where the browser has it for this video. In VR mode
// the viewer sees the canvas, not the video, so there is none (hidden by CSS while .reel-vr is on,
// which also brings it back when the VR view fails and the flat video shows).
import type { PlayerContext } from '../context.js';
import { h, setLabel, svgIcon } from './el.js';

const PIP_ICON = 'M3 5h18v14H3zm2 2v10h14V7zm6 4h7v5h-7z';

export interface Pip {
  element: HTMLButtonElement;
  enter(): Promise<void>;
  exit(): Promise<void>;
  toggle(): Promise<void>;
}

/** The browser offers it (Chromium, Safari; not Firefox's own overlay) and the page did not turn it off. */
export function pipSupported(doc: Document, video: HTMLVideoElement): boolean {
  return Boolean(doc.pictureInPictureEnabled) && !video.disablePictureInPicture && typeof video.requestPictureInPicture === 'function';
}

export function createPip(ctx: PlayerContext, video: HTMLVideoElement): Pip {
  const { doc, bag, labels, root } = ctx;
  const element = h(doc, 'button', { type: 'button', class: 'reel-btn reel-pip', 'aria-pressed': 'false' });
  element.append(svgIcon(doc, 'pip', PIP_ICON));
  setLabel(element, labels.pip);
  // Asked again as the viewer comes near the controls: the page may turn it off at any time.
  const check = (): void => void (element.hidden = !pipSupported(doc, video));
  check();
  bag.on(root, 'pointerenter', check);
  const isOn = (): boolean => doc.pictureInPictureElement === video;

  const enter = async (): Promise<void> => {
    if (isOn() || !pipSupported(doc, video) || root.classList.contains('reel-vr')) return;
    // Refused (no user gesture, no metadata yet): the video stays where it is.
    await video.requestPictureInPicture().catch(() => undefined);
  };
  const exit = async (): Promise<void> => {
    if (isOn()) await doc.exitPictureInPicture().catch(() => undefined);
  };

  for (const name of ['enterpictureinpicture', 'leavepictureinpicture']) {
    bag.on(video, name, () => {
      const active = isOn();
      element.setAttribute('aria-pressed', String(active));
      setLabel(element, active ? labels.exitPip : labels.pip);
      ctx.emitter.emit('pip', { active });
    });
  }
  bag.on(element, 'click', () => void (isOn() ? exit() : enter()));
  bag.add(() => void exit());
  return { element, enter, exit, toggle: () => (isOn() ? exit() : enter()) };
}
