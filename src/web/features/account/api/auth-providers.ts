/**
 * The social sign-in providers configured on the server (decision 14, AUTH-17): a button appears only for
 * these. No providers, or a failed read, means no buttons.
 */
import { useQuery } from '@tanstack/react-query';
import { authCall } from '../../../lib/auth-api.js';
import { CACHE_MS } from '../../../lib/cache.js';

export interface AuthProvider {
  id: string;
  name: string;
}

export function useAuthProviders(): AuthProvider[] {
  const query = useQuery({
    queryKey: ['auth-providers'],
    queryFn: async () => (await authCall<{ providers: AuthProvider[] }>('getAuthProviders')).providers,
    staleTime: CACHE_MS.other,
    retry: false,
  });
  return query.data ?? [];
}

/** Starts a social sign-in: the server answers the provider's address, and the page goes there. */
export async function startSocialSignIn(providerId: string, redirect: string): Promise<void> {
  const back = `/login?redirect=${encodeURIComponent(redirect)}`;
  const answer = await authCall<{ url?: string }>('auth/sign-in/social', {
    provider: providerId, callbackURL: redirect, errorCallbackURL: back, newUserCallbackURL: redirect,
  });
  if (answer?.url) window.location.assign(answer.url);
}
