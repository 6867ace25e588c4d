/**
 * Account mails follow the language the shopper chose in the store, not the browser's (issue 9 §6): the
 * storefront sends it with every account call (LANGUAGE_HEADER), it is stored on the account, and every
 * mail to the account is written in the stored language. AUTH-11.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER } from '../../src/shared/constants.js';
import { authClient } from '../support/auth-client.js';
import { codeIn, linkIn, startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let counter = 0;
const newEmail = () => `language${Date.now()}${counter++}@example.com`;
const PASSWORD = 'violet-harbour-42';

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

const storedLanguage = async (email: string) =>
  (await store.database.query<{ language: string }>('select language from "user" where email = $1', [email]))[0]?.language;

describe('the chosen language, not the browser\'s', () => {
  it('AUTH-11: signing up in Spanish from an English browser mails in Spanish, and so do the code, reset and password-changed mails', async () => {
    const email = newEmail();
    // An English browser on the Spanish store: Accept-Language says en, the store says es.
    const shopper = authClient(store, 'en-GB,en;q=0.9');
    const spanish = { [LANGUAGE_HEADER]: 'es' };
    await shopper.post('/api/auth/sign-up/email', { name: 'Lucía Fernández', email, password: PASSWORD, callbackURL: '/' }, spanish);
    await shopper.get(linkIn(await mail.waitFor(email, /Confirma tu correo en Pixelkeys/), '/api/auth/verify-email'));
    expect(await storedLanguage(email)).toBe('es');

    // Asked for without the header (a mail client, another browser): the account's language still.
    const stranger = authClient(store, 'en-GB,en;q=0.9');
    await stranger.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    codeIn(await mail.waitFor(email, /Tu código de acceso a Pixelkeys/));
    await stranger.post('/api/auth/request-password-reset', { email, redirectTo: '/resetpassword' });
    await mail.waitFor(email, /Restablece tu contraseña de Pixelkeys/);
    expect((await shopper.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'amber-lantern-77' }, spanish)).status).toBe(200);
    await mail.waitFor(email, /Cambio de seguridad en tu cuenta de Pixelkeys/);
  });

  it('switching the store to English while signed in makes the next mail English', async () => {
    const email = newEmail();
    const shopper = authClient(store, 'es-ES,es;q=0.9');
    await shopper.post('/api/auth/sign-up/email', { name: 'Pablo Ortiz', email, password: PASSWORD, callbackURL: '/' }, { [LANGUAGE_HEADER]: 'es' });
    await shopper.get(linkIn(await mail.waitFor(email, /Confirma tu correo/), '/api/auth/verify-email'));

    // Any account call carries the chosen language: here the session read that follows the toggle.
    await shopper.get('/api/auth/get-session', { [LANGUAGE_HEADER]: 'en' });
    expect(await storedLanguage(email)).toBe('en');
    await authClient(store, 'es-ES').post('/api/auth/request-password-reset', { email, redirectTo: '/resetpassword' });
    await mail.waitFor(email, /Reset your Pixelkeys password/);

    // And the toggle's own call.
    expect((await shopper.post('/api/auth/update-user', { language: 'es' })).status).toBe(200);
    expect(await storedLanguage(email)).toBe('es');
    expect((await shopper.post('/api/auth/update-user', { language: 'fr' })).status).toBe(400);
  });

  it('a first sign-in code to an address without an account is written in the language of the request', async () => {
    const email = newEmail();
    await authClient(store, 'en').post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' }, { [LANGUAGE_HEADER]: 'es' });
    const code = codeIn(await mail.waitFor(email, /Tu código de acceso/));
    const client = authClient(store, 'en');
    await client.post('/api/auth/sign-in/email-otp', { email, otp: code }, { [LANGUAGE_HEADER]: 'es' });
    expect(await storedLanguage(email)).toBe('es');
  });
});
