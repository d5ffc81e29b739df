import { createEmitter, type PlayerEvents, type PlayerState } from '@reel/player';
import { describe, expect, it } from 'vitest';
import { bridgePlayer, controlOf, toPercent, type BridgedPlayer } from './bridge';
import { createReceiver } from './receiver';

function fakePlayer() {
  const emitter = createEmitter<PlayerEvents>();
  const calls: string[] = [];
  let state: PlayerState = 'idle';
  const s = { volume: 1, muted: false, loop: false, time: 0, duration: 14 };
  const player: BridgedPlayer = {
    play: async () => void calls.push('play'),
    pause: () => void calls.push('pause'),
    seek: (t) => void calls.push(`seek(${t})`),
    setVolume: (v) => void (s.volume = v),
    getVolume: () => s.volume,
    mute: () => void (s.muted = true),
    unmute: () => void (s.muted = false),
    isMuted: () => s.muted,
    isPaused: () => state !== 'playing' && state !== 'buffering',
    setLoop: (l) => void (s.loop = l),
    getLoop: () => s.loop,
    getCurrentTime: () => s.time,
    getDuration: () => s.duration,
    on: (name, fn) => emitter.on(name, fn),
  };
  const to = (next: PlayerState, input: string) => {
    const previous = state;
    state = next;
    emitter.emit('state', { state: next, previous, input } as PlayerEvents['state']);
  };
  return { player, emitter, calls, s, to };
}

function bridged() {
  const f = fakePlayer();
  const sent: { event: string; value?: unknown }[] = [];
  const receiver = createReceiver({
    send: (m) => void sent.push(JSON.parse(m) as { event: string; value?: unknown }),
    src: () => 'http://e/',
  });
  for (const event of ['play', 'pause', 'ended', 'timeupdate', 'progress', 'seeked', 'error', 'volumechange', 'qualitychange']) {
    receiver.receive(JSON.stringify({ context: 'player.js', method: 'addEventListener', value: event, listener: event }));
  }
  const off = bridgePlayer(f.player, receiver);
  return { ...f, sent, receiver, off };
}

describe('controlOf', () => {
  it('speaks percent to the host and fractions to the player', () => {
    const { player, s } = fakePlayer();
    const control = controlOf(player);
    control.setVolume(87);
    expect(s.volume).toBe(0.87);
    expect(control.getVolume()).toBe(87);
    control.setVolume(1);
    expect(s.volume).toBe(0.01);
    expect(control.getVolume()).toBe(1);
  });

  it('answers numbers JSON can carry', () => {
    const { player, s } = fakePlayer();
    s.duration = Number.NaN;
    s.time = Infinity;
    const control = controlOf(player);
    expect(control.getDuration()).toBe(0);
    expect(control.getCurrentTime()).toBe(0);
    expect(toPercent(0.57)).toBe(57);
    expect(toPercent(0.333333)).toBe(33.33);
  });
});

describe('bridgePlayer', () => {
  it('sends play once per start, not again after a rebuffer, and pause only for a real pause', () => {
    const { to, sent } = bridged();
    to('buffering', 'play');
    to('playing', 'playing');
    to('buffering', 'waiting');
    to('playing', 'playing');
    to('paused', 'pause');
    to('buffering', 'play');
    to('playing', 'playing');
    to('paused', 'pause');
    to('complete', 'ended');
    to('paused', 'seeking');
    expect(sent.map((m) => m.event)).toEqual(['play', 'pause', 'play', 'pause']);
  });

  it('maps time, progress, seeks, the end and errors', () => {
    const { emitter, sent } = bridged();
    emitter.emit('timeupdate', { currentTime: 3.5, duration: 14 });
    emitter.emit('progress', { bufferedS: 7, percent: 0.5 });
    emitter.emit('seeked', { currentTime: 5 });
    emitter.emit('ended', { video_id: 1 });
    emitter.emit('error', { kind: 'media', message: 'the video failed' });
    emitter.emit('error', { kind: 'hls', message: 'stream failed, playing the mp4' });
    emitter.emit('error', { kind: 'setup', message: 'no file' });
    expect(sent).toEqual([
      expect.objectContaining({ event: 'timeupdate', value: { seconds: 3.5, duration: 14 } }),
      expect.objectContaining({ event: 'progress', value: { seconds: 7, duration: 14, percent: 0.5 } }),
      expect.objectContaining({ event: 'seeked', value: { seconds: 5, duration: 14 } }),
      expect.not.objectContaining({ value: expect.anything() }),
      expect.objectContaining({ event: 'error', value: { code: 1, msg: 'the video failed' } }),
      expect.objectContaining({ event: 'error', value: { code: -1, msg: 'stream failed, playing the mp4' } }),
    ]);
    expect(sent[3].event).toBe('ended');
  });

  it('tells the volume in percent with the mute state, and the quality chosen, as JSON text', () => {
    const { emitter, sent } = bridged();
    emitter.emit('volume', { volume: 0.57, muted: false });
    emitter.emit('volume', { volume: 0.57, muted: true });
    emitter.emit('quality', { quality: 'HD', previous: 'Auto' });
    expect(sent).toEqual([
      expect.objectContaining({ event: 'volumechange', value: { volume: 57, muted: false }, listener: 'volumechange' }),
      expect.objectContaining({ event: 'volumechange', value: { volume: 57, muted: true } }),
      expect.objectContaining({ event: 'qualitychange', value: { quality: 'HD' }, listener: 'qualitychange' }),
    ]);
  });

  it('unwires: no more events, and getters answer as if there were no player', () => {
    const { emitter, sent, receiver, off, calls } = bridged();
    off();
    emitter.emit('timeupdate', { currentTime: 1, duration: 14 });
    receiver.receive(JSON.stringify({ context: 'player.js', method: 'play' }));
    expect(sent).toEqual([]);
    expect(calls).toEqual([]);
  });
});
