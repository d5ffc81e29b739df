import { describe, expect, it } from 'vitest';
import { publicOrigin } from './config.js';

describe('publicOrigin', () => {
  it('is PUBLIC_URL’s origin, or localhost on the configured port', () => {
    expect(publicOrigin({ publicUrl: 'https://reel.example/some/path', port: 8080 })).toBe('https://reel.example');
    expect(publicOrigin({ publicUrl: 'HTTPS://Reel.Example:8443', port: 8080 })).toBe('https://reel.example:8443');
    expect(publicOrigin({ publicUrl: '', port: 9000 })).toBe('http://localhost:9000');
  });

  it('refuses a PUBLIC_URL that is not an http(s) address, rather than writing broken links', () => {
    for (const publicUrl of ['reel.example', 'javascript:alert(1)', 'ftp://reel.example']) {
      expect(() => publicOrigin({ publicUrl, port: 8080 })).toThrow(/PUBLIC_URL/);
    }
  });
});
