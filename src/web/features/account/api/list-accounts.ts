/**
 * GET /api/auth/list-accounts: the account's sign-in methods. 'credential' means it has a password, so
 * changing the password, two-step settings and deletion ask for it (decision 32).
 */
import { useQuery } from '@tanstack/react-query';
import { authCall } from '../../../lib/auth-api.js';
import { useSession } from '../../../lib/session.js';

interface SignInMethod {
  id: string;
  providerId: string;
}

export const signInMethodsKey = (userId: string) => ['account', 'sign-in-methods', userId] as const;

export function useHasPassword(userId: string) {
  // Never read once signed out: the page may still be on screen for a moment after logout.
  const signedIn = useSession().user?.id === userId;
  return useQuery({
    enabled: signedIn,
    queryKey: signInMethodsKey(userId),
    queryFn: () => authCall<SignInMethod[]>('auth/list-accounts'),
    select: (methods) => methods.some((method) => method.providerId === 'credential'),
    staleTime: 5 * 60_000,
  });
}
