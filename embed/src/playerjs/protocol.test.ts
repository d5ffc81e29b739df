import { describe, expect, it } from 'vitest';
import { encodeMessage, MAX_LISTENER_CHARS, MAX_MESSAGE_CHARS, parseRequest, PLAYERJS_VERSION, readNumber } from './protocol';

const msg = (fields: Record<string, unknown>) => JSON.stringify({ context: 'player.js', version: PLAYERJS_VERSION, ...fields });

describe('parseRequest', () => {
  it('reads what player.js 0.1.0 sends', () => {
    expect(parseRequest(msg({ method: 'play' }))).toEqual({ kind: 'command', command: { method: 'play' } });
    expect(parseRequest(msg({ method: 'addEventListener', value: 'timeupdate', listener: 'listener-1' }))).toEqual({
      kind: 'listen',
      event: 'timeupdate',
      listener: 'listener-1',
    });
    expect(parseRequest(msg({ method: 'removeEventListener', value: 'play', listener: 'listener-1' }))).toEqual({
      kind: 'unlisten',
      event: 'play',
      listener: 'listener-1',
    });
    expect(parseRequest(msg({ method: 'getDuration', listener: 'l' }))).toEqual({ kind: 'get', method: 'getDuration', listener: 'l' });
    expect(parseRequest(msg({ method: 'setVolume', value: 87 }))).toEqual({ kind: 'command', command: { method: 'setVolume', value: 87 } });
    expect(parseRequest(msg({ method: 'setCurrentTime', value: 5 }))).toEqual({
      kind: 'command',
      command: { method: 'setCurrentTime', value: 5 },
    });
    expect(parseRequest(msg({ method: 'setLoop', value: true }))).toEqual({ kind: 'command', command: { method: 'setLoop', value: true } });
  });

  it('takes a structured-clone object as player.js receivers do, and a listener that is a number or absent', () => {
    expect(parseRequest({ context: 'player.js', method: 'getPaused', listener: 7 })).toEqual({
      kind: 'get',
      method: 'getPaused',
      listener: 7,
    });
    expect(parseRequest({ context: 'player.js', method: 'addEventListener', value: 'ready' })).toEqual({
      kind: 'listen',
      event: 'ready',
      listener: null,
    });
  });

  it('ignores what is not a player.js message', () => {
    const ignored: unknown[] = [
      'play',
      '',
      '{',
      'null',
      '42',
      '"play"',
      '[1,2]',
      msg({ method: 'play' }).replace('player.js', 'other'),
      JSON.stringify({ method: 'play' }),
      undefined,
      null,
      12,
      true,
      [],
      new Date(),
      () => 'x',
      msg({ method: 42 }),
      msg({}),
      msg({ method: null }),
    ];
    for (const data of ignored) expect(parseRequest(data), String(data)).toBeNull();
  });

  it('drops a message longer than the limit without parsing it', () => {
    const huge = msg({ method: 'play', pad: 'x'.repeat(MAX_MESSAGE_CHARS) });
    expect(parseRequest(huge)).toBeNull();
  });

  it('answers an unknown method as unsupported, whatever its name', () => {
    for (const method of ['eval', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'x'.repeat(1000)]) {
      expect(parseRequest(msg({ method }))).toEqual({ kind: 'unsupported' });
    }
  });

  it('never looks fields up on a prototype', () => {
    expect(parseRequest('{"__proto__":{"context":"player.js","method":"play"}}')).toBeNull();
    expect(parseRequest(JSON.stringify({ context: 'player.js', method: 'addEventListener', value: 'constructor' }))).toBeNull();
    expect(parseRequest(JSON.stringify({ context: 'player.js', method: 'addEventListener', value: '__proto__' }))).toBeNull();
  });

  it('ignores values of the wrong type', () => {
    const bad: Record<string, unknown>[] = [
      { method: 'setVolume', value: 'loud' },
      { method: 'setVolume', value: { valueOf: 5 } },
      { method: 'setVolume' },
      { method: 'setCurrentTime', value: [5] },
      { method: 'setCurrentTime', value: '1e400' },
      { method: 'setLoop', value: 'yes please' },
      { method: 'addEventListener', value: 'click' },
      { method: 'addEventListener', value: ['play'] },
      { method: 'getPaused', listener: { id: 1 } },
      { method: 'getPaused', listener: 'x'.repeat(MAX_LISTENER_CHARS + 1) },
    ];
    for (const fields of bad) expect(parseRequest(msg(fields)), JSON.stringify(fields)).toBeNull();
  });

  it('clamps volume to 0..100 and time to 0.., and reads plain numeric text', () => {
    expect(parseRequest(msg({ method: 'setVolume', value: 250 }))).toMatchObject({ command: { value: 100 } });
    expect(parseRequest(msg({ method: 'setVolume', value: -3 }))).toMatchObject({ command: { value: 0 } });
    expect(parseRequest(msg({ method: 'setVolume', value: '40' }))).toMatchObject({ command: { value: 40 } });
    expect(parseRequest(msg({ method: 'setCurrentTime', value: -10 }))).toMatchObject({ command: { value: 0 } });
    expect(parseRequest(msg({ method: 'setLoop', value: 'false' }))).toMatchObject({ command: { value: false } });
    expect(parseRequest(msg({ method: 'setLoop', value: 1 }))).toMatchObject({ command: { value: true } });
  });
});

describe('readNumber', () => {
  it('takes finite numbers and decimal text only', () => {
    expect(readNumber(1.5)).toBe(1.5);
    expect(readNumber(' 12.25 ')).toBe(12.25);
    expect(readNumber(Number.NaN)).toBeUndefined();
    expect(readNumber(Infinity)).toBeUndefined();
    expect(readNumber('0x10')).toBeUndefined();
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('1'.repeat(40))).toBeUndefined();
  });
});

describe('encodeMessage', () => {
  it('writes JSON text with context and version, leaving out an empty value or listener', () => {
    expect(JSON.parse(encodeMessage('play'))).toEqual({ context: 'player.js', version: '0.0.11', event: 'play' });
    expect(JSON.parse(encodeMessage('getVolume', 87, 'l-1'))).toEqual({
      context: 'player.js',
      version: '0.0.11',
      event: 'getVolume',
      value: 87,
      listener: 'l-1',
    });
    expect(JSON.parse(encodeMessage('getPaused', false, 0))).toEqual({
      context: 'player.js',
      version: '0.0.11',
      event: 'getPaused',
      value: false,
      listener: 0,
    });
  });
});
