// The embedding guide and the HTTP API reference show the iframe a webmaster pastes; they must show
// the markup embedCode writes, attribute for attribute.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { embedCode } from './embedCode.js';

const doc = (name: string): string => readFileSync(new URL(`../../../docs/${name}`, import.meta.url), 'utf8');
const attributes = (html: string): string[][] =>
  [...html.replaceAll('&#39;', "'").matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]);

describe('the iframe in the docs', () => {
  it('is the embedding guide’s first example', () => {
    const block = /```html\n(<iframe[\s\S]*?<\/iframe>)\n```/.exec(doc('embedding.md'))?.[1] ?? '';
    expect(attributes(block)).toEqual(attributes(embedCode('https://reel.example', 42, "The video's title")));
  });

  it('is the oEmbed example’s html', () => {
    expect(doc('http-api.md')).toContain(JSON.stringify(embedCode('http://localhost:8080', 42, '…')));
  });
});
