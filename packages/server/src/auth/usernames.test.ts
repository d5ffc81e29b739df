import { describe, expect, it } from 'vitest';
import { isSingleScript, usernameSkeleton } from './usernames.js';

describe('usernames', () => {
  it('must be one script', () => {
    for (const name of ['oscar_quinn88', 'Zoë_New-1.0', 'Оскар', 'Σοφία', 'さくら_タロウ', '山田.123'])
      expect(isSingleScript(name), name).toBe(true);
    // A Cyrillic о among Latin letters.
    for (const name of ['\u043escar_quinn88', 'oscаr', 'paulα']) expect(isSingleScript(name), name).toBe(false);
  });

  it('fold look-alikes, width and case to one skeleton', () => {
    const latin = usernameSkeleton('oscar_quinn88');
    for (const name of ['OSCAR_QUINN88', '\u043e\u0455\u0441\u0430r_quinn88', '0scar_quinn88', 'ｏｓｃａｒ_quinn88'])
      expect(usernameSkeleton(name), name).toBe(latin);
    expect(usernameSkeleton('oscar_quinn89')).not.toBe(latin);
  });
});
