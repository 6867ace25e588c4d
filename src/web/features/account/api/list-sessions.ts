/**
 * The user's active sessions (GET /api/auth/list-sessions), with the one of this browser marked (its id
 * from get-session), and signing out one of them or all the others.
 */
import { useQuery } from '@tanstack/react-query';
import { authCall } from '../../../lib/auth-api.js';
import { useSession } from '../../../lib/session.js';

export interface ActiveSession {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  isCurrent: boolean;
}

type WireSession = Omit<ActiveSession, 'isCurrent'>;

export const sessionsKey = (userId: string) => ['account', 'sessions', userId] as const;

async function listSessions(): Promise<ActiveSession[]> {
  const [sessions, current] = await Promise.all([
    authCall<WireSession[]>('auth/list-sessions'),
    authCall<{ session?: { id: string } } | null>('auth/get-session'),
  ]);
  const currentId = current?.session?.id;
  return sessions
    .map((session) => ({ ...session, isCurrent: session.id === currentId }))
    // This device first, then the most recently used.
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

export function useActiveSessions(userId: string) {
  // Never read once signed out: the page may still be on screen for a moment after logout.
  const signedIn = useSession().user?.id === userId;
  return useQuery({ queryKey: sessionsKey(userId), queryFn: listSessions, staleTime: 30_000, retry: false, enabled: signedIn });
}

export function revokeSession(token: string): Promise<unknown> {
  return authCall('auth/revoke-session', { token });
}

export function revokeOtherSessions(): Promise<unknown> {
  return authCall('auth/revoke-other-sessions', {});
}
