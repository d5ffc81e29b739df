import { describe, expect, it } from 'vitest';
import { errorName, playWithFallback, type PlayableMedia } from './play.js';

const domError = (name: string) => Object.assign(new Error(name), { name });

/** A media element whose play() answers from a script: one entry per call. */
function media(answers: (string | null)[], muted = false): PlayableMedia & { calls: boolean[] } {
  const calls: boolean[] = [];
  const m = {
    muted,
    calls,
    play() {
      calls.push(m.muted);
      const answer = answers.shift() ?? null;
      return answer ? Promise.reject(domError(answer)) : Promise.resolve();
    },
  };
  return m;
}

describe('playWithFallback', () => {
  it('reports a play that worked', async () => {
    expect(await playWithFallback(media([null]))).toEqual({ outcome: 'played' });
  });

  it('retries muted when sound is refused (NotAllowedError)', async () => {
    const m = media(['NotAllowedError', null]);
    const result = await playWithFallback(m);
    expect(result.outcome).toBe('muted');
    expect(errorName(result.error)).toBe('NotAllowedError');
    expect(m.calls).toEqual([false, true]);
    expect(m.muted).toBe(true);
  });

  it('is blocked when even muted playback is refused, or it was muted already', async () => {
    expect((await playWithFallback(media(['NotAllowedError', 'NotAllowedError']))).outcome).toBe('blocked');
    const already = media(['NotAllowedError'], true);
    expect((await playWithFallback(already)).outcome).toBe('blocked');
    expect(already.calls).toEqual([true]);
  });

  it('tells an aborted play (a new source) from a failure', async () => {
    expect((await playWithFallback(media(['AbortError']))).outcome).toBe('aborted');
    expect((await playWithFallback(media(['NotSupportedError']))).outcome).toBe('failed');
  });

  it('accepts an engine whose play() returns nothing', async () => {
    expect(await playWithFallback({ muted: false, play: () => undefined })).toEqual({ outcome: 'played' });
  });
});
