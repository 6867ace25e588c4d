/**
 * The visitor's session (spec §4 Auth). Accounts are not built yet, so everyone is signed out; the
 * accounts work replaces the body of `useSession` and every guard, menu and cache key follows.
 */
export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser };

const SIGNED_OUT: Session = { status: 'signed-out', user: null };

export function useSession(): Session {
  return SIGNED_OUT;
}

/** §9: caches are keyed by request and user id, or 'anonymous'. */
export function useCacheScope(): string {
  const session = useSession();
  return session.user?.id ?? 'anonymous';
}
