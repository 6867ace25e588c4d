/**
 * The account calls' own fields (Better Auth's endpoints under /api/auth): the server checks them before
 * Better Auth does (accounts/account-input.ts), and the account forms reuse them. A person's name is what
 * other mails and screens print, so it is bounded in length and kept to the characters names are made of
 * (issue 9 §4): letters in any script, combining marks, spaces, apostrophes, hyphens and full stops.
 */
import { z } from 'zod';
import { LANGUAGES, PERSON_NAME_MAX_LENGTH } from '../constants.js';

export { PERSON_NAME_MAX_LENGTH };
const NAME_CHARACTERS = /^[\p{L}\p{M}](?:[\p{L}\p{M}'’. -]*[\p{L}\p{M}.])?$/u;

export const PersonNameSchema = z
  .string({ message: 'is required' })
  .transform((name) => name.normalize('NFC').replace(/\s+/g, ' ').trim())
  .pipe(z
    .string()
    // One message per name: the first rule it breaks.
    .min(1, { message: 'is required', abort: true })
    .max(PERSON_NAME_MAX_LENGTH, { message: `must be at most ${PERSON_NAME_MAX_LENGTH} characters`, abort: true })
    .regex(NAME_CHARACTERS, 'may contain only letters, spaces, apostrophes, hyphens and full stops'));

/** The same rules applied to a name that comes from elsewhere (a social provider): cut to fit, never refused. */
export function toPersonName(text: string): string {
  const kept = text.normalize('NFC').replace(/[^\p{L}\p{M}'’. -]/gu, ' ').replace(/\s+/g, ' ').trim();
  const cut = kept.slice(0, PERSON_NAME_MAX_LENGTH).trim();
  const result = PersonNameSchema.safeParse(cut);
  return result.success ? result.data : '';
}

export const LanguageSchema = z.enum(LANGUAGES);

/** POST /api/auth/sign-up/email: Better Auth checks e-mail and password; the name is checked here (no picture). */
export const SignUpNameSchema = z.object({
  name: PersonNameSchema,
  image: z.never({ message: 'is not accepted: the store keeps no pictures' }).optional(),
});

/** POST /api/auth/update-user: what a shopper may change on their account (not the e-mail, no picture). */
export const UpdateUserBodySchema = z.strictObject({
  name: PersonNameSchema.optional(),
  language: LanguageSchema.optional(),
});

/** POST /api/auth/email-otp/send-verification-otp: the store sends codes only to sign in (issue 9 §1). */
export const SendCodeBodySchema = z.object({
  email: z.string({ message: 'is required' }).trim().max(254, 'must be at most 254 characters').pipe(z.email({ message: 'must be a valid e-mail address' })),
  type: z.literal('sign-in', { message: "must be 'sign-in': codes are sent only to sign in" }),
});
