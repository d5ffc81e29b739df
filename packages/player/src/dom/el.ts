// Element helpers. Data only ever reaches the page through textContent and setAttribute, never
// through innerHTML, so a title such as `<img onerror=…>` stays text.
import { ICONS, type IconName } from './icons.js';

type AttrValue = string | number | boolean | null | undefined;
export type Attrs = Record<string, AttrValue>;

const SVG_NS = 'http://www.w3.org/2000/svg';

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
}

/** `h(doc, 'div', {class: 'x'}, 'text', child)`: strings become text nodes. */
export function h<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag);
  setAttrs(el, attrs);
  el.append(...children);
  return el;
}

/** An inline SVG icon, hidden from assistive technology (its button carries the label). */
export function icon(doc: Document, name: IconName): SVGSVGElement {
  return svgIcon(doc, name, ICONS[name]);
}

/** An icon from path data of its own (a lazy chunk's, kept out of ICONS and the core). */
export function svgIcon(doc: Document, name: string, d: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  setAttrs(svg, { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false', class: `reel-icon reel-icon-${name}` });
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

/** Replaces a button's icon (play ↔ pause, mute ↔ unmute). */
export function setIcon(button: Element, name: IconName): void {
  const doc = button.ownerDocument;
  const old = button.querySelector('svg.reel-icon');
  const next = icon(doc, name);
  if (old) old.replaceWith(next);
  else button.prepend(next);
}

/** A labelled icon button: the label is its accessible name and its tooltip. */
export function iconButton(doc: Document, cls: string, label: string, name: IconName): HTMLButtonElement {
  const button = h(doc, 'button', { type: 'button', class: `reel-btn ${cls}`, 'aria-label': label, title: label });
  button.append(icon(doc, name));
  return button;
}

export function setLabel(el: Element, label: string): void {
  el.setAttribute('aria-label', label);
  el.setAttribute('title', label);
}
