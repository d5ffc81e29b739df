// The test reader must refuse what a conforming XML parser refuses, or the sitemap tests prove nothing.
import { describe, expect, it } from 'vitest';
import { childText, parseXml } from './xml.js';

describe('parseXml', () => {
  it('reads elements, attributes, entities and declared prefixes', () => {
    const doc = parseXml(
      `<?xml version="1.0" encoding="UTF-8"?>\n<r xmlns:v="urn:v"><v:t a='1'>A &amp; B &lt; &#67;&#x44;</v:t><e/></r>\n`,
    );
    expect(doc.name).toBe('r');
    expect(childText(doc, 'v:t')).toBe('A & B < CD');
  });

  it.each([
    ['a bare ampersand', '<r>A & B</r>'],
    ['a bare less-than', '<r>1 < 2</r>'],
    ['an unknown entity', '<r>&nbsp;</r>'],
    ['a control character', '<r>\u0001</r>'],
    ['a reference to a control character', '<r>&#1;</r>'],
    ['crossed tags', '<r><a><b></a></b></r>'],
    ['an unclosed element', '<r><a></r>'],
    ['a repeated attribute', '<r a="1" a="2"/>'],
    ['an unquoted attribute', '<r a=1/>'],
    ['an undeclared prefix', '<r><v:t/></r>'],
    ['two roots', '<r/><r/>'],
    ['text after the root', '<r/>x'],
    ['a comment', '<r><!-- c --></r>'],
    ['nothing', ''],
  ])('refuses %s', (_what, doc) => {
    expect(() => parseXml(doc)).toThrow();
  });
});
