import { describe, expect, it } from 'vitest';
import { PLAYER_STATES } from '../constants.js';
import { createStateMachine, MEDIA_EVENTS, nextPending, reduce, type PlayerState, type StateInput } from './state.js';

const run = (inputs: StateInput[], from: PlayerState = 'idle'): PlayerState => inputs.reduce(reduce, from);

describe('reduce', () => {
  it('a play intent never moves the state; only the element does', () => {
    for (const s of PLAYER_STATES) expect(reduce(s, 'play-intent')).toBe(s);
    expect(run(['play-intent', 'play-rejected'])).toBe('idle');
  });

  it('normal start: play → buffering, playing → playing', () => {
    expect(run(['loadstart', 'play'])).toBe('buffering');
    expect(run(['loadstart', 'play', 'canplay', 'playing'])).toBe('playing');
  });

  it('stall and recovery', () => {
    expect(run(['waiting'], 'playing')).toBe('buffering');
    expect(run(['waiting', 'canplay', 'playing'], 'playing')).toBe('playing');
  });

  it('waiting while paused or idle keeps the state (Chrome fires it on a paused seek)', () => {
    expect(reduce('paused', 'waiting')).toBe('paused');
    expect(reduce('idle', 'waiting')).toBe('idle');
  });

  it('pause from playing or buffering; not from idle or complete', () => {
    expect(reduce('playing', 'pause')).toBe('paused');
    expect(reduce('buffering', 'pause')).toBe('paused');
    expect(reduce('idle', 'pause')).toBe('idle');
    expect(reduce('complete', 'pause')).toBe('complete');
  });

  it('the end: pause then ended gives complete; replay goes through buffering', () => {
    expect(run(['pause', 'ended'], 'playing')).toBe('complete');
    expect(run(['play'], 'complete')).toBe('buffering');
    expect(run(['play', 'playing'], 'complete')).toBe('playing');
  });

  it('seeking back from the end leaves a paused player; other seeks keep the state', () => {
    expect(reduce('complete', 'seeking')).toBe('paused');
    for (const s of ['idle', 'buffering', 'playing', 'paused'] as const) {
      expect(reduce(s, 'seeking')).toBe(s);
      expect(reduce(s, 'seeked')).toBe(s);
    }
  });

  it('emptied and error reset to idle from anywhere; loadstart only after the end', () => {
    for (const s of PLAYER_STATES) {
      expect(reduce(s, 'emptied')).toBe('idle');
      expect(reduce(s, 'error')).toBe('idle');
    }
    expect(reduce('complete', 'loadstart')).toBe('idle');
    expect(reduce('paused', 'loadstart')).toBe('paused');
  });

  it('playing wins from every state; ended from every state', () => {
    for (const s of PLAYER_STATES) {
      expect(reduce(s, 'playing')).toBe('playing');
      expect(reduce(s, 'ended')).toBe('complete');
    }
  });

  it('ignores inputs it does not know (a plain-JS caller)', () => {
    expect(reduce('playing', 'timeupdate' as StateInput)).toBe('playing');
  });

  it('lists every media event it handles', () => {
    expect([...MEDIA_EVENTS].sort()).toEqual([
      'canplay',
      'emptied',
      'ended',
      'error',
      'loadstart',
      'pause',
      'play',
      'playing',
      'seeked',
      'seeking',
      'waiting',
    ]);
  });
});

describe('nextPending', () => {
  it('a play intent waits for playing, a pause or a rejection', () => {
    expect(nextPending(null, 'play-intent')).toBe('play');
    expect(nextPending('play', 'play')).toBe('play');
    expect(nextPending('play', 'waiting')).toBe('play');
    expect(nextPending('play', 'playing')).toBeNull();
    expect(nextPending('play', 'play-rejected')).toBeNull();
    expect(nextPending('play', 'error')).toBeNull();
  });

  it('pause and seek intents settle on pause and seeked', () => {
    expect(nextPending('pause', 'playing')).toBe('pause');
    expect(nextPending('pause', 'pause')).toBeNull();
    expect(nextPending('seek', 'seeking')).toBe('seek');
    expect(nextPending('seek', 'seeked')).toBeNull();
  });
});

describe('createStateMachine', () => {
  it('emits state only on change, with the previous state and the cause', () => {
    const m = createStateMachine();
    const seen: string[] = [];
    m.on('state', (c) => seen.push(`${c.previous}>${c.state}:${c.input}`));
    m.send('play-intent');
    expect(m.state).toBe('idle');
    expect(m.pending).toBe('play');
    m.send('play');
    m.send('waiting');
    m.send('playing');
    m.send('playing');
    m.send('timeupdate' as StateInput);
    expect(seen).toEqual(['idle>buffering:play', 'buffering>playing:playing']);
    expect(m.pending).toBeNull();
  });

  it('a refused play() leaves the player where it was', () => {
    const m = createStateMachine('paused');
    const seen: unknown[] = [];
    m.on('state', (c) => seen.push(c));
    m.send('play-intent');
    m.send('play-rejected');
    expect(m.state).toBe('paused');
    expect(m.pending).toBeNull();
    expect(seen).toEqual([]);
  });

  it('destroy() drops listeners', () => {
    const m = createStateMachine();
    const seen: unknown[] = [];
    m.on('state', (c) => seen.push(c));
    m.destroy();
    m.send('playing');
    expect(seen).toEqual([]);
    expect(m.state).toBe('playing');
  });
});
