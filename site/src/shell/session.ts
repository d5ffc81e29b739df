// Who is signed in. Sign-in is not served yet, so every visitor reads as signed out; the header's
// user menu, the slide-out menu's member links and the ad slots already follow this hook.
import { createStore } from './store';

export interface SessionUser {
  user_id: number;
  username: string;
}

export interface Session {
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { user: null };
const session = createStore<Session>(SIGNED_OUT);

export function useSession(): Session {
  return session.use();
}

export function currentSession(): Session {
  return session.get();
}

/** Sign-in hands the session here (and sign-out the signed-out one). */
export function setSession(next: Session): void {
  session.set(next);
}

export const SIGNED_OUT_SESSION = SIGNED_OUT;
