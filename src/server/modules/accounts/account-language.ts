/**
 * The account's language (issue 9 §6). The storefront sends the language the shopper chose with every
 * account call (LANGUAGE_HEADER); it is stored on the account at sign-up and whenever a call of that
 * account carries another one (a sign-in, the session read, the language toggle), and every account mail
 * is written in the recipient's stored language. Only an address without an account (a first sign-in
 * code) is written to in the language of the request.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { FALLBACK_LANGUAGE, LANGUAGE_HEADER, LANGUAGES, type Language } from '../../../shared/constants.js';
import { pickLanguage } from '../seo/page-language.js';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language chosen in the store, when the request says it. */
export function chosenLanguage(headers: Headers | undefined): Language | undefined {
  const value = headers?.get(LANGUAGE_HEADER)?.trim().toLowerCase();
  return isLanguage(value) ? value : undefined;
}

/** The reader's language of a request: the chosen one, else the language cookie, else Accept-Language. */
export function requestLanguage(request: Request | undefined): Language {
  if (!request) return FALLBACK_LANGUAGE;
  return chosenLanguage(request.headers)
    ?? pickLanguage(undefined, request.headers.get('cookie') ?? undefined, request.headers.get('accept-language') ?? undefined);
}

export function accountLanguage(): BetterAuthPlugin {
  return {
    id: 'account-language',
    hooks: {
      after: [{
        // Not after the account is gone or the session ended.
        matcher: (context) => !['/delete-user', '/sign-out'].includes(context.path ?? ''),
        handler: createAuthMiddleware(async (ctx) => {
          const chosen = chosenLanguage(ctx.request?.headers ?? ctx.headers);
          const user = (ctx.context.newSession ?? ctx.context.session)?.user as { id: string; language?: string } | undefined;
          if (!chosen || !user || user.language === chosen) return;
          try {
            await ctx.context.internalAdapter.updateUser(user.id, { language: chosen });
          } catch (error) {
            ctx.context.logger.warn('the account language was not stored', error);
          }
        }),
      }],
    },
  };
}
