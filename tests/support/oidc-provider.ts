/**
 * A real OpenID Connect provider for tests (decision 14: never the internet), built on the `oidc-provider`
 * package and served on 127.0.0.1 at a free port. Its login and consent screens are replaced by one
 * interaction route that signs in the account named by the authorization request's `login_hint`
 * (Better Auth passes `loginHint` through), so a test chooses who the shopper is at the provider.
 *
 * The issuer is known before the store starts (the store reads it from SOCIAL_PROVIDERS), but the
 * store's callback URL is known only after; so the provider is built by `register()`, and requests that
 * arrive earlier (the store's discovery fetch) wait for it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

export interface ProviderAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Builds the provider for the client whose callback (redirect URI) is `redirectUri`. */
  register(redirectUri: string): Promise<void>;
  /** An account that can sign in at the provider, chosen by login_hint = sub. */
  addAccount(account: ProviderAccount): void;
  close(): Promise<void>;
}

type OidcProvider = InstanceType<typeof import('oidc-provider').default>;

/**
 * oidc-provider prints notices about its development defaults (and about Node 20) to the console; they
 * say nothing about the store, so they are dropped while the package loads and the provider is built.
 */
async function withoutProviderNotices<T>(work: () => Promise<T>): Promise<T> {
  const { warn, info } = console;
  const quiet = (print: (...args: unknown[]) => void) => (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider ')) print(...args);
  };
  console.warn = quiet(warn);
  console.info = quiet(info);
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

export async function startOidcProvider(): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let provider: OidcProvider | undefined;
  let handle: ((req: IncomingMessage, res: ServerResponse) => unknown) | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const clientId = 'pixelkeys-test';
  const clientSecret = 'test-client-secret-not-for-production';

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider!.interactionDetails(req, res);
    const account = accounts.get(String(details.params.login_hint ?? ''));
    if (!account) {
      await provider!.interactionFinished(req, res, { error: 'access_denied', error_description: 'unknown test account' });
      return;
    }
    // Login and consent at once: the test client is first-party.
    const grant = new provider!.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider!.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const server = createServer((req, res) => {
    void ready
      .then(() => (req.url?.startsWith('/interaction/') ? interact(req, res) : handle!(req, res)))
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount: (account) => accounts.set(account.sub, account),
    async register(redirectUri) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      provider = await withoutProviderNotices(async () => {
        const { default: Provider } = await import('oidc-provider');
        return new Provider(issuer, {
          clients: [{
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            // Better Auth sends the secret in the form body.
            token_endpoint_auth_method: 'client_secret_post',
          }],
          jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
          cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
          // The ID token carries the e-mail and name, as most providers' do (Google's among them).
          conformIdTokenClaims: false,
          claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
          features: { devInteractions: { enabled: false } },
          interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
          pkce: { required: () => true },
          ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
          async findAccount(_ctx, sub) {
            const account = accounts.get(sub);
            if (!account) return undefined;
            const { email, email_verified, name } = account;
            return { accountId: sub, claims: () => ({ sub, email, email_verified, ...(name ? { name } : {}) }) };
          },
        });
      });
      handle = provider.callback();
      markReady();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
