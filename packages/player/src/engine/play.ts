// play() is a request, not a fact: the autoplay policy can refuse it (NotAllowedError), a new
// source can abort it (AbortError), a broken file can fail it. A refusal with sound is retried
// muted, which every browser allows; the caller reports which of these happened.

export type PlayOutcome = 'played' | 'muted' | 'blocked' | 'aborted' | 'failed';

export interface PlayResult {
  outcome: PlayOutcome;
  /** The first rejection, when there was one. */
  error?: unknown;
}

/** The part of HTMLMediaElement this needs (a fake in the unit test). */
export interface PlayableMedia {
  muted: boolean;
  play(): Promise<void> | undefined;
}

export function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
}

export async function playWithFallback(media: PlayableMedia): Promise<PlayResult> {
  try {
    // Old engines return undefined instead of a promise: nothing to wait for then.
    await media.play();
    return { outcome: 'played' };
  } catch (error) {
    const name = errorName(error);
    if (name === 'AbortError') return { outcome: 'aborted', error };
    if (name !== 'NotAllowedError') return { outcome: 'failed', error };
    if (media.muted) return { outcome: 'blocked', error };
    media.muted = true;
    try {
      await media.play();
      return { outcome: 'muted', error };
    } catch {
      return { outcome: 'blocked', error };
    }
  }
}
