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
    mute: () => void (calls.push('mute'), (s.muted = true)),
    unmute: () => void (calls.push('unmute'), (s.muted = false)),
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
  for (const event of [
    'play',
    'pause',
    'ended',
    'timeupdate',
    'progress',
    'seeked',
    'error',
    'volumechange',
    'qualitychange',
    'adstart',
    'adend',
  ]) {
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

describe('bridgePlayer during a preroll advert', () => {
  const ready = { quality: 'Auto', qualities: ['Auto'], engine: 'native', durationS: 14, vr: null } as PlayerEvents['ready'];

  it("announces the advert to adstart and adend listeners, and nothing of the advert as the video's", () => {
    const { emitter, sent, to } = bridged();
    emitter.emit('ready', ready);
    emitter.emit('adstart', { durationS: 7.7 });
    to('buffering', 'play');
    to('playing', 'playing');
    emitter.emit('timeupdate', { currentTime: 1.7, duration: 7.7 });
    emitter.emit('progress', { bufferedS: 7.7, percent: 1 });
    emitter.emit('seeked', { currentTime: 1 });
    to('paused', 'pause');
    to('complete', 'ended');
    emitter.emit('ended', { video_id: 1 });
    emitter.emit('adend', { status: 'skipped' });
    to('buffering', 'play');
    to('playing', 'playing');
    emitter.emit('timeupdate', { currentTime: 0.25, duration: 14 });
    expect(sent.map((m) => [m.event, m.value])).toEqual([
      ['adstart', { duration: 7.7 }],
      ['adend', { duration: 7.7, skipped: true }],
      ['play', undefined],
      ['timeupdate', { seconds: 0.25, duration: 14 }],
    ]);
  });

  it('sends no adend when no advert played (none found, or it failed before its first frame)', () => {
    const { emitter, sent } = bridged();
    emitter.emit('adend', { status: 'empty' });
    emitter.emit('adend', { status: 'failed' });
    expect(sent).toEqual([]);
  });

  it("answers the video's duration and paused during the advert, not the advert's", () => {
    const { emitter, receiver, sent, s, to } = bridged();
    emitter.emit('ready', ready);
    emitter.emit('adstart', { durationS: 7.7 });
    s.duration = 7.7;
    to('playing', 'playing');
    for (const m of ['getDuration', 'getPaused']) receiver.receive(JSON.stringify({ context: 'player.js', method: m, listener: m }));
    expect(sent.filter((m) => m.event.startsWith('get')).map((m) => [m.event, m.value])).toEqual([
      ['getDuration', 14],
      ['getPaused', true],
    ]);
  });

  it('keeps a pause and a mute asked during the advert for the video, and lets the advert follow the volume', () => {
    const { emitter, receiver, calls, s, to } = bridged();
    const ask = (method: string, value?: unknown) => receiver.receive(JSON.stringify({ context: 'player.js', method, value }));
    emitter.emit('ready', ready);
    emitter.emit('adstart', { durationS: 7.7 });
    ask('pause');
    ask('setVolume', 40);
    ask('mute');
    expect(calls).toEqual(['mute']);
    expect(s.volume).toBe(0.4);
    // The advert's end gives the element back with the mute it had before the advert.
    s.muted = false;
    emitter.emit('adend', { status: 'completed' });
    expect(calls).toEqual(['mute', 'mute', 'pause']);
    expect(s.muted).toBe(true);
    // A stream that asks to play once loaded, after that pause, is paused as it starts; once only.
    to('playing', 'playing');
    to('paused', 'pause');
    to('playing', 'playing');
    expect(calls).toEqual(['mute', 'mute', 'pause', 'pause']);
  });

  it('leaves a later play alone once the kept pause has taken', () => {
    const { emitter, receiver, calls, to } = bridged();
    emitter.emit('adstart', { durationS: 7.7 });
    receiver.receive(JSON.stringify({ context: 'player.js', method: 'pause' }));
    emitter.emit('adend', { status: 'completed' });
    to('paused', 'pause');
    to('playing', 'playing');
    expect(calls).toEqual(['pause']);
  });

  it('lets a play asked after a pause during the advert win', () => {
    const { emitter, receiver, calls } = bridged();
    const ask = (method: string) => receiver.receive(JSON.stringify({ context: 'player.js', method }));
    emitter.emit('adstart', { durationS: 7.7 });
    ask('pause');
    ask('play');
    emitter.emit('adend', { status: 'completed' });
    expect(calls).toEqual([]);
  });
});
