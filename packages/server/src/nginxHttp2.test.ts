// The templates' `http2 on;` for nginx before 1.25.1, which knows only `listen … ssl http2`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './packageRoot.js';
import { http2ForVersion, knowsHttp2Directive } from './cluster/nginxHttp2.js';

const TEMPLATES = ['deploy/nginx/reel.conf.template', 'deploy/nginx/reel-cluster.conf.template'];

describe('http2ForVersion', () => {
  it('knows which versions have the directive', () => {
    expect(['nginx/1.22.1', '1.25.0', '1.24.9'].map(knowsHttp2Directive)).toEqual([false, false, false]);
    expect(['nginx/1.25.1', '1.27.3', '2.0.0', ''].map(knowsHttp2Directive)).toEqual([true, true, true, true]);
  });

  it('leaves the templates alone for a current nginx and moves http2 onto the TLS listens for an old one', () => {
    for (const file of TEMPLATES) {
      const text = readFileSync(join(REPO_ROOT, file), 'utf8');
      expect(text).not.toMatch(/^\s*listen[^;\n]*http2/m);
      expect(http2ForVersion(text, 'nginx/1.27.0')).toBe(text);
      const old = http2ForVersion(text, 'nginx/1.22.1');
      expect(old).not.toMatch(/^\s*http2 on;/m);
      const listens = old.match(/^\s*listen [^;]*;/gm) ?? [];
      expect(listens.filter((l) => /\bssl\b/.test(l)).every((l) => / ssl http2\b/.test(l))).toBe(true);
      expect(listens.filter((l) => !/\bssl\b/.test(l)).some((l) => /http2/.test(l))).toBe(false);
      expect(text.match(/^\s*http2 on;/gm)?.length).toBe(listens.filter((l) => /\bssl\b/.test(l)).length);
    }
  });
});
