// The player instance as React context: <Player> provides its own instance to its children, and a
// <PlayerProvider> higher up lets siblings of the <Player> (custom controls, a title bar) see it too.
import { createContext, createElement, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Player, PlayerState } from '@reel/player';

export interface PlayerContextValue {
  /** The live player, or null before it exists (server render, first client render) and after destroy. */
  player: Player | null;
  /** Set by a <PlayerProvider>: the <Player> inside reports its instance here (live: made or destroyed). */
  register: ((player: Player, live: boolean) => void) | null;
}

export const PlayerContext = createContext<PlayerContextValue>({ player: null, register: null });

export interface PlayerProviderProps {
  children?: ReactNode;
}

/** Shares the instance of the <Player> rendered inside it with every component inside it. */
export function PlayerProvider({ children }: PlayerProviderProps): ReactNode {
  const [player, setPlayer] = useState<Player | null>(null);
  // A player that is going away clears the slot only if it still holds it (StrictMode remounts,
  // rebuilds: the new instance may have registered already).
  const register = useCallback((next: Player, live: boolean) => {
    setPlayer((current) => (live ? next : current === next ? null : current));
  }, []);
  const value = useMemo(() => ({ player, register }), [player, register]);
  return createElement(PlayerContext.Provider, { value }, children);
}

/** The nearest player instance, or null before it exists. */
export function usePlayer(): Player | null {
  return useContext(PlayerContext).player;
}

const IDLE: PlayerState = 'idle';
const noSubscription = () => () => undefined;

/** The player's state ('idle' until the player reports), updated from player.on('state'). */
export function usePlayerState(): PlayerState {
  const player = usePlayer();
  const subscribe = useCallback((notify: () => void) => (player ? player.on('state', notify) : noSubscription()), [player]);
  const read = useCallback(() => (player ? player.getState() : IDLE), [player]);
  return useSyncExternalStore(subscribe, read, () => IDLE);
}
