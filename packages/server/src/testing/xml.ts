// A strict XML 1.0 reader for tests of the documents the server writes (sitemaps): it refuses
// anything a conforming parser refuses in those documents (a bare `&` or `<`, an unknown entity,
// a character XML forbids, crossed or unclosed tags, a repeated or unquoted attribute, an
// undeclared namespace prefix, anything after the root) and gives back the element tree.
// Comments, CDATA and processing instructions other than the declaration are refused too: the
// server writes none.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/y;
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  if (raw.includes('<')) throw new Error(`bare < at ${where}`);
  return raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    if (ref === undefined) throw new Error(`bare & at ${where}`);
    if (ref in PREDEFINED) return PREDEFINED[ref];
    const num = /^#(\d+)$/.exec(ref) ?? /^#x([0-9a-fA-F]+)$/.exec(ref);
    if (!num) throw new Error(`unknown entity &${ref}; at ${where}`);
    const ch = String.fromCodePoint(parseInt(num[1], ref.startsWith('#x') ? 16 : 10));
    if (NOT_XML_CHAR.test(ch)) throw new Error(`forbidden character reference at ${where}`);
    return ch;
  });
}

export function parseXml(doc: string): XmlElement {
  if (NOT_XML_CHAR.test(doc)) throw new Error('a character XML forbids');
  let i = 0;
  const decl = /^<\?xml version="1\.0"( encoding="(?:UTF|utf)-8")?( standalone="(?:yes|no)")?\?>\s*/.exec(doc);
  if (decl) i = decl[0].length;
  const name = (): string => {
    NAME.lastIndex = i;
    const m = NAME.exec(doc);
    if (!m) throw new Error(`name expected at ${i}`);
    i += m[0].length;
    return m[0];
  };
  const space = () => {
    while (/\s/.test(doc[i] ?? '')) i += 1;
  };
  const stack: { el: XmlElement; ns: Set<string> }[] = [];
  let root: XmlElement | null = null;
  while (i < doc.length) {
    const lt = doc.indexOf('<', i);
    const text = doc.slice(i, lt === -1 ? doc.length : lt);
    if (text) {
      if (!stack.length) {
        if (text.trim()) throw new Error(`text outside the root at ${i}`);
      } else stack[stack.length - 1].el.children.push(decode(text, i));
    }
    if (lt === -1) break;
    i = lt + 1;
    if (doc[i] === '/') {
      i += 1;
      const closing = name();
      space();
      if (doc[i] !== '>') throw new Error(`> expected at ${i}`);
      i += 1;
      const open = stack.pop();
      if (!open || open.el.name !== closing) throw new Error(`</${closing}> does not close <${open?.el.name}>`);
      continue;
    }
    if (root && !stack.length) throw new Error(`a second root at ${lt}`);
    const el: XmlElement = { name: name(), attrs: {}, children: [] };
    for (;;) {
      const before = i;
      space();
      if (doc[i] === '>' || doc.startsWith('/>', i)) break;
      if (i === before) throw new Error(`space expected at ${i}`);
      const attr = name();
      if (attr in el.attrs) throw new Error(`attribute ${attr} repeated`);
      if (doc[i] !== '=') throw new Error(`= expected at ${i}`);
      const quote = doc[i + 1];
      if (quote !== '"' && quote !== "'") throw new Error(`unquoted attribute ${attr}`);
      const end = doc.indexOf(quote, i + 2);
      if (end === -1) throw new Error(`unclosed attribute ${attr}`);
      el.attrs[attr] = decode(doc.slice(i + 2, end), i);
      i = end + 1;
    }
    const ns = new Set(stack.length ? stack[stack.length - 1].ns : []);
    for (const a of Object.keys(el.attrs)) if (a.startsWith('xmlns:')) ns.add(a.slice(6));
    for (const n of [el.name, ...Object.keys(el.attrs).filter((a) => !a.startsWith('xmlns'))]) {
      if (n.includes(':') && !ns.has(n.split(':')[0])) throw new Error(`undeclared prefix in ${n}`);
    }
    if (stack.length) stack[stack.length - 1].el.children.push(el);
    else root = el;
    if (doc.startsWith('/>', i)) {
      i += 2;
    } else {
      i += 1;
      stack.push({ el, ns });
    }
  }
  if (stack.length) throw new Error(`<${stack[stack.length - 1].el.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The element's child elements named `name`. */
export const childrenNamed = (el: XmlElement, name: string): XmlElement[] =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** The text of the element's first child named `name`, or undefined. */
export function childText(el: XmlElement, name: string): string | undefined {
  const child = childrenNamed(el, name)[0];
  return child && child.children.filter((c): c is string => typeof c === 'string').join('');
}
