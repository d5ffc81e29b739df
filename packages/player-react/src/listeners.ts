// The listeners of one <Player>, kept across the players it makes: a listener added before the core
// player exists (a ref's on() in a parent's effect, an event prop) is attached when the player is
// made, and stays attached to the next one when a new video rebuilds it, until it unsubscribes.
import type { Player, PlayerEvents } from '@reel/player';

type Name = keyof PlayerEvents;
type AnyListener = (payload: never) => void;

export interface ListenerHub {
  on<K extends Name>(name: K, listener: (payload: PlayerEvents[K]) => void): () => void;
  /** Listens on `player` (the one just made) for every event someone listens to. */
  attach(player: Player): void;
  /** Stops listening on `player`, if it is the attached one. */
  detach(player: Player): void;
}

export function createListenerHub(): ListenerHub {
  const listeners = new Map<Name, Set<AnyListener>>();
  const unsubscribes = new Map<Name, () => void>();
  let attached: Player | null = null;

  const subscribe = (player: Player, name: Name) => {
    if (unsubscribes.has(name)) return;
    const dispatch = (payload: unknown) => {
      // A copy: a listener that unsubscribes while called does not skip the next one.
      for (const listener of [...(listeners.get(name) ?? [])]) (listener as (p: unknown) => void)(payload);
    };
    unsubscribes.set(name, player.on(name, dispatch));
  };

  return {
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as AnyListener);
      if (attached) subscribe(attached, name);
      return () => void set.delete(listener as AnyListener);
    },
    attach(player) {
      attached = player;
      for (const name of listeners.keys()) subscribe(player, name);
    },
    detach(player) {
      if (attached !== player) return;
      for (const unsubscribe of unsubscribes.values()) unsubscribe();
      unsubscribes.clear();
      attached = null;
    },
  };
}
