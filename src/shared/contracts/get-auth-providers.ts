/**
 * getAuthProviders (decision 14): GET → the social sign-in providers configured on the server, so the
 * login screen shows a button for each of them and for no other. Never holds a secret.
 */
import { z } from 'zod';

export const AuthProviderSchema = z.object({
  id: z.string().describe('Provider id, the `provider` of POST /api/auth/sign-in/social'),
  name: z.string().describe('Name shown on the button, e.g. "Acme ID"'),
});
export type AuthProvider = z.infer<typeof AuthProviderSchema>;

export const GetAuthProvidersResponseSchema = z.object({ providers: z.array(AuthProviderSchema) });
export type GetAuthProvidersResponse = z.infer<typeof GetAuthProvidersResponseSchema>;
