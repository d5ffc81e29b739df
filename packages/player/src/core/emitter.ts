// A tiny typed event emitter: the player's public `on('state', …)` and friends sit on it.
// `Events` maps each event name to its payload type, so a wrong name or payload fails to compile.

export type Listener<P> = (payload: P) => void;

export interface Emitter<Events extends object> {
  /** Subscribes; the returned function unsubscribes. */
  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void;
  /** Subscribes for the next emission only. */
  once<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(name: K, listener: Listener<Events[K]>): void;
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
  listenerCount(name: keyof Events): number;
  /** Drops every listener (the player's destroy()). */
  clear(): void;
}

/**
 * `onListenerError` receives what a listener throws. A page's listener must never stop the other
 * listeners or the player itself, so the default only reports it on the console.
 */
export function createEmitter<Events extends object>(
  onListenerError: (error: unknown, name: keyof Events) => void = (error) => console.error(error),
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();

  const off: Emitter<Events>['off'] = (name, listener) => {
    listeners.get(name)?.delete(listener as Listener<never>);
  };

  const on: Emitter<Events>['on'] = (name, listener) => {
    let set = listeners.get(name);
    if (!set) listeners.set(name, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => off(name, listener);
  };

  return {
    on,
    off,
    once(name, listener) {
      const unsubscribe = on(name, (payload) => {
        unsubscribe();
        listener(payload);
      });
      return unsubscribe;
    },
    emit(name, payload) {
      const set = listeners.get(name);
      if (!set) return;
      // Iterate a copy so a listener added now waits for the next emission; the has() check skips
      // one removed now (e.g. by destroy() in an earlier listener).
      for (const listener of [...set]) {
        if (!set.has(listener)) continue;
        try {
          (listener as Listener<Events[typeof name]>)(payload);
        } catch (error) {
          onListenerError(error, name);
        }
      }
    },
    listenerCount: (name) => listeners.get(name)?.size ?? 0,
    clear() {
      for (const set of listeners.values()) set.clear();
      listeners.clear();
    },
  };
}
