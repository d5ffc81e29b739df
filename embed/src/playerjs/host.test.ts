import { describe, expect, it } from 'vitest';
import { connectHost, originOf, type HostWindow } from './host';

type Listener = Parameters<HostWindow['addEventListener']>[1];
const HOST = 'https://host.example';
const EMBED = 'https://reel.example/embed/42/';

function fakeWindow(referrer: string, framed = true) {
  const posted: { message: unknown; target: string }[] = [];
  const parent = { postMessage: (message: string, target: string) => void posted.push({ message: JSON.parse(message), target }) };
  let listener: Listener | null = null;
  const win: HostWindow = {
    parent: framed ? parent : null,
    location: { href: EMBED },
    document: { referrer },
    addEventListener: (_type, fn) => void (listener = fn),
  };
  const post = (data: unknown, origin = HOST, source: unknown = parent) => listener?.({ data, origin, source });
  return { win, parent, posted, post, listening: () => listener !== null };
}

const ask = (method: string, listener = 'l') => JSON.stringify({ context: 'player.js', method, listener });

describe('originOf', () => {
  it('gives the origin of an address, or null when there is none to trust', () => {
    expect(originOf('https://host.example/page/?q=1#x')).toBe(HOST);
    expect(originOf('')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf('data:text/html,hi')).toBeNull();
  });
});

describe('connectHost', () => {
  it('answers the framing page at the referrer origin', () => {
    const w = fakeWindow(`${HOST}/watch.html`);
    const receiver = connectHost(w.win);
    receiver.ready();
    w.post(ask('getPaused'));
    expect(w.posted.map((p) => p.target)).toEqual([HOST, HOST]);
    expect(w.posted[0].message).toMatchObject({ event: 'ready', value: { src: EMBED } });
    expect(w.posted[1].message).toMatchObject({ event: 'getPaused', value: true, listener: 'l' });
  });

  it('ignores messages from another origin than the referrer, or from another window than the parent', () => {
    const w = fakeWindow(`${HOST}/watch.html`);
    connectHost(w.win);
    w.post(ask('getPaused'), 'https://evil.example');
    w.post(ask('getPaused'), HOST, { postMessage() {} });
    w.post(ask('getPaused'), HOST, null);
    expect(w.posted).toEqual([]);
  });

  it('without a referrer, sends only ready to any origin, then keeps the first origin that writes', () => {
    const w = fakeWindow('');
    const receiver = connectHost(w.win);
    receiver.ready();
    receiver.emit('play');
    w.post(ask('addEventListener'), 'null');
    w.post(ask('getMuted', 'a'));
    w.post(ask('getMuted', 'b'), 'https://other.example');
    expect(w.posted.map((p) => [p.target, (p.message as { event: string }).event])).toEqual([
      ['*', 'ready'],
      [HOST, 'getMuted'],
    ]);
  });

  it('does not listen when it is not framed', () => {
    const w = fakeWindow(`${HOST}/`, false);
    const receiver = connectHost(w.win);
    receiver.ready();
    expect(w.listening()).toBe(false);
    expect(w.posted).toEqual([]);
  });
});
