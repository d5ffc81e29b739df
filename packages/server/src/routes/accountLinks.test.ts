// Where the mailed links point: PUBLIC_URL when configured (a Host header cannot redirect them),
// otherwise the address the request came to.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { linkBase } from './accountLinks.js';

const req = { protocol: 'http', host: 'attacker.example' };

describe('linkBase', () => {
  it('uses PUBLIC_URL, without a trailing slash, whatever Host the request named', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://reel.example/' });
    expect(linkBase({ config } as never, req as never)).toBe('https://reel.example');
  });

  it('falls back to the request origin when PUBLIC_URL is empty', () => {
    expect(linkBase({ config: loadConfig({}) } as never, req as never)).toBe('http://attacker.example');
  });
});
