// The embedding guide and the HTTP API reference show the code a webmaster pastes; they must show
// the markup embedCode writes: the responsive code exactly, the fixed frame attribute for attribute.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embedCode } from './embedCode.js';

const doc = (name: string): string => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8');
const attributes = (html: string): string[][] =>
  [...html.replaceAll('&#39;', "'").matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]);

describe('the iframe in the docs', () => {
  it('is the embedding guide’s first example, and its fixed frame the second', () => {
    const blocks = [...doc('embedding.md').matchAll(/```html\n([\s\S]*?)\n```/g)].map((m) => m[1]);
    expect(blocks[0]).toMatch(/^<div [^>]*>\s*<iframe[\s\S]*<\/iframe>\s*<\/div>$/);
    expect(attributes(blocks[0])).toEqual(attributes(embedCode('https://reel.example', 42, "The video's title")));
    const fixed = embedCode('https://reel.example', 42, "The video's title", { fixed: { width: 640, height: 360 } });
    expect(attributes(blocks[1])).toEqual(attributes(fixed));
  });

  it('is the oEmbed example’s html', () => {
    expect(doc('http-api.md')).toContain(JSON.stringify(embedCode('http://localhost:8080', 42, '…')));
  });
});
