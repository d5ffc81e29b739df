import { createEmitter, type PlayerEvents } from '@reel/player';
import { describe, expect, it } from 'vitest';
import { ACCENT_PROPERTY, applyLook, stopAt, type Styled } from './look';

function element() {
  const properties = new Map<string, string>();
  const classes = new Set<string>();
  const el: Styled = {
    style: { setProperty: (name: string, value: string | null) => void properties.set(name, value ?? '') },
    classList: {
      toggle: (name: string, force?: boolean) => {
        if (force ?? !classes.has(name)) classes.add(name);
        else classes.delete(name);
        return classes.has(name);
      },
    },
  };
  return { el, properties, classes };
}

describe('applyLook', () => {
  it('sets the accent as the theme property and hides the bar for controls=0', () => {
    const { el, properties, classes } = element();
    applyLook(el, { accent: '#00ff88', controls: false });
    expect(properties.get(ACCENT_PROPERTY)).toBe('#00ff88');
    expect(classes.has('embed--no-controls')).toBe(true);
  });

  it('leaves the theme alone without a colour, and keeps the bar by default', () => {
    const { el, properties, classes } = element();
    applyLook(el, { accent: null, controls: true });
    expect(properties.size).toBe(0);
    expect(classes.has('embed--no-controls')).toBe(false);
  });
});

describe('stopAt', () => {
  function player() {
    const emitter = createEmitter<PlayerEvents>();
    const pauses: number[] = [];
    let now = 0;
    const p = { on: emitter.on.bind(emitter), pause: () => void pauses.push(now) };
    const tick = (t: number) => {
      now = t;
      emitter.emit('timeupdate', { currentTime: t, duration: 60 });
    };
    return { p, pauses, tick };
  }

  it('pauses once as playback crosses the end, lets it go on, and stops again after a seek back', () => {
    const { p, pauses, tick } = player();
    stopAt(p, 10);
    for (const t of [0, 4, 9.8, 10.1, 10.3, 12]) tick(t);
    expect(pauses).toEqual([10.1]);
    for (const t of [3, 9.9, 10.05]) tick(t);
    expect(pauses).toEqual([10.1, 10.05]);
  });

  it('does nothing without an end, and stops listening when undone', () => {
    const none = player();
    stopAt(none.p, null);
    none.tick(100);
    expect(none.pauses).toEqual([]);
    const undone = player();
    stopAt(undone.p, 5)();
    undone.tick(6);
    expect(undone.pauses).toEqual([]);
  });
});
