import { describe, expect, it, vi } from 'vitest';
import { PLAYERJS_VERSION } from './protocol';
import { createReceiver, MAX_LISTENERS_PER_EVENT, NO_PLAYER, type PlayerControl } from './receiver';

const SRC = 'http://127.0.0.1:8080/embed/42/';
const req = (method: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ context: 'player.js', version: PLAYERJS_VERSION, method, ...extra });

function setup() {
  const sent: Record<string, unknown>[] = [];
  const receiver = createReceiver({ send: (m) => void sent.push(JSON.parse(m) as Record<string, unknown>), src: () => SRC });
  return { receiver, sent };
}

function fakeControl(): PlayerControl & { calls: string[] } {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push(args.length ? `${name}(${args.join(',')})` : name);
  return {
    calls,
    play: record('play'),
    pause: record('pause'),
    mute: record('mute'),
    unmute: record('unmute'),
    setVolume: record('setVolume'),
    setCurrentTime: record('setCurrentTime'),
    setLoop: record('setLoop'),
    getPaused: () => false,
    getMuted: () => true,
    getVolume: () => 87,
    getDuration: () => 14,
    getCurrentTime: () => 5.25,
    getLoop: () => true,
  };
}

describe('receiver', () => {
  it('sends ready to nobody in particular when no one listens yet, with the page address and what it supports', () => {
    const { receiver, sent } = setup();
    receiver.ready();
    expect(sent).toEqual([
      {
        context: 'player.js',
        version: '0.0.11',
        event: 'ready',
        value: {
          src: SRC,
          events: [
            'ready',
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
          ],
          methods: [
            'play',
            'pause',
            'getPaused',
            'mute',
            'unmute',
            'getMuted',
            'setVolume',
            'getVolume',
            'getDuration',
            'setCurrentTime',
            'getCurrentTime',
            'setLoop',
            'getLoop',
            'removeEventListener',
            'addEventListener',
          ],
        },
      },
    ]);
    expect(receiver.isReady).toBe(true);
  });

  it('sends ready to each ready listener, and again to one added after the fact', () => {
    const { receiver, sent } = setup();
    receiver.receive(req('addEventListener', { value: 'ready', listener: 'a' }));
    expect(sent).toEqual([]);
    receiver.ready();
    receiver.receive(req('addEventListener', { value: 'ready', listener: 'b' }));
    expect(sent.map((m) => [m.event, m.listener])).toEqual([
      ['ready', 'a'],
      ['ready', 'b'],
    ]);
  });

  it('tells a progress listener added late the latest progress, and then each new one', () => {
    const { receiver, sent } = setup();
    receiver.receive(req('addEventListener', { value: 'progress', listener: 'early' }));
    receiver.emit('progress', { seconds: 3, duration: 14, percent: 0.2 });
    receiver.emit('progress', { seconds: 14, duration: 14, percent: 1 });
    receiver.receive(req('addEventListener', { value: 'progress', listener: 'late' }));
    expect(sent.map((m) => [m.listener, (m.value as { seconds: number }).seconds])).toEqual([
      ['early', 3],
      ['early', 14],
      ['late', 14],
    ]);
  });

  it('answers getters with the listener id, from the player once there is one', () => {
    const { receiver, sent } = setup();
    receiver.receive(req('getDuration', { listener: 'd0' }));
    receiver.setControl(fakeControl());
    for (const [i, m] of ['getPaused', 'getMuted', 'getVolume', 'getDuration', 'getCurrentTime', 'getLoop'].entries())
      receiver.receive(req(m, { listener: `l${i}` }));
    expect(sent.map((m) => [m.event, m.value, m.listener])).toEqual([
      ['getDuration', 0, 'd0'],
      ['getPaused', false, 'l0'],
      ['getMuted', true, 'l1'],
      ['getVolume', 87, 'l2'],
      ['getDuration', 14, 'l3'],
      ['getCurrentTime', 5.25, 'l4'],
      ['getLoop', true, 'l5'],
    ]);
  });

  it('passes commands with checked values to the player', () => {
    const { receiver } = setup();
    const control = fakeControl();
    receiver.setControl(control);
    for (const m of [
      req('play'),
      req('pause'),
      req('mute'),
      req('unmute'),
      req('setVolume', { value: 40 }),
      req('setCurrentTime', { value: '12.5' }),
      req('setLoop', { value: false }),
      req('setVolume', { value: 'x' }),
    ])
      receiver.receive(m);
    expect(control.calls).toEqual(['play', 'pause', 'mute', 'unmute', 'setVolume(40)', 'setCurrentTime(12.5)', 'setLoop(false)']);
  });

  it('sends events to each listener once, and stops after removeEventListener', () => {
    const { receiver, sent } = setup();
    receiver.receive(req('addEventListener', { value: 'play', listener: 'a' }));
    receiver.receive(req('addEventListener', { value: 'play', listener: 'a' }));
    receiver.receive(req('addEventListener', { value: 'play', listener: 'b' }));
    receiver.emit('play');
    receiver.receive(req('removeEventListener', { value: 'play', listener: 'a' }));
    receiver.emit('play');
    receiver.emit('pause');
    receiver.receive(req('removeEventListener', { value: 'play' }));
    receiver.emit('play');
    expect(sent.map((m) => `${String(m.event)}:${String(m.listener)}`)).toEqual(['play:a', 'play:b', 'play:b']);
  });

  it('keeps at most the newest listeners of an event', () => {
    const { receiver, sent } = setup();
    for (let i = 0; i < MAX_LISTENERS_PER_EVENT + 10; i++)
      receiver.receive(req('addEventListener', { value: 'timeupdate', listener: `l${i}` }));
    receiver.emit('timeupdate', { seconds: 1, duration: 2 });
    expect(sent).toHaveLength(MAX_LISTENERS_PER_EVENT);
    expect(sent[0].listener).toBe('l10');
  });

  it('reports a failure now and to error listeners added later', () => {
    const { receiver, sent } = setup();
    receiver.receive(req('addEventListener', { value: 'error', listener: 'early' }));
    receiver.fail({ code: 1, msg: 'Video has been recently deleted' });
    receiver.receive(req('addEventListener', { value: 'error', listener: 'late' }));
    expect(sent.map((m) => [m.listener, m.value])).toEqual([
      ['early', { code: 1, msg: 'Video has been recently deleted' }],
      ['late', { code: 1, msg: 'Video has been recently deleted' }],
    ]);
  });

  it('answers an unknown method with error code 2 to error listeners only', () => {
    const { receiver, sent } = setup();
    receiver.receive(req('eval', { value: 'alert(1)' }));
    expect(sent).toEqual([]);
    receiver.receive(req('addEventListener', { value: 'error', listener: 'e' }));
    receiver.receive(req('eval', { value: 'alert(1)' }));
    expect(sent).toEqual([
      { context: 'player.js', version: '0.0.11', event: 'error', listener: 'e', value: { code: 2, msg: 'Method not supported' } },
    ]);
  });

  it('never throws: not even when the player does', () => {
    const { receiver, sent } = setup();
    const control = {
      ...NO_PLAYER,
      play: () => {
        throw new Error('boom');
      },
      getVolume: () => {
        throw new Error('boom');
      },
    };
    receiver.setControl(control);
    const send = vi.fn();
    expect(() => receiver.receive(req('play'))).not.toThrow();
    expect(() => receiver.receive(req('getVolume', { listener: 'v' }))).not.toThrow();
    for (const junk of [undefined, null, 0, '', '}{', '[]', '{"context":"player.js","method":{"a":1}}', Symbol('x'), { toString: send }]) {
      expect(() => receiver.receive(junk)).not.toThrow();
    }
    expect(send).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
