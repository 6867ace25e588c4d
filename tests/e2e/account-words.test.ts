/**
 * The account screens in the shopper's language (issue 9 §6) in real Chromium against the real server,
 * mail read from a real SMTP receiver: the language chosen in the store travels with every account call
 * and decides the mails, whatever the browser's Accept-Language; every refusal is said in the reader's
 * words under its field (never the server's "[body.email] Invalid email address"), a 429 with the wait;
 * the backup-code step has its own lead; the profile asks the app's code where the server needs it.
 * AUTH-11, AUTH-15, AUTH-16, I18N-02, ERR-30, PROF-21 (checklist).
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { authClient, browserCookies, type AuthClient } from '../support/auth-client.js';
import { openPage, type OpenedPage, waitForHydration } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import { codeIn, linkIn, type MailCatcher } from '../support/mail-catcher.js';
import type { TestStore } from '../support/test-store.js';
import { eventually } from '../support/product-fixtures.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
const opened: OpenedPage[] = [];
let counter = 0;
const PASSWORD = 'violet-harbour-42';
const newEmail = () => `words${Date.now()}${counter++}@example.com`;
/** Chromium logs every 4xx and 429 answer; a test that provokes one on purpose drops exactly that line. */
const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource: the server responded with a status of (400|401|403|429)/.test(line));
/** What must never reach a shopper: the server's validation text. */
const RAW_SERVER_TEXT = /\[body|Invalid field|Invalid email address|VALIDATION_ERROR/;

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

async function open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const page = await openReusedPage(browser, `${store.url}${path}`, options);
  opened.push(page);
  return page;
}

/** Opens a page in a browser that carries the client's session cookie. */
async function openAs(client: AuthClient, path: string): Promise<OpenedPage> {
  const cookies = browserCookies(client);
  return open(path, { storageState: { cookies, origins: [] } });
}

/** The text under a field: its error, tied to it by aria-describedby. */
async function fieldError(scope: Page | Locator, label: string | RegExp): Promise<string | null> {
  return scope.getByLabel(label, { exact: typeof label === 'string' }).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const error = ids.map((id) => document.getElementById(id)).find((node) => node?.hasAttribute('data-field-error'));
    return error?.textContent ?? null;
  });
}

/** An account with two-step verification on; `password: false` for one made by a mailed code. */
async function twoFactorAccount({ password = true } = {}) {
  const email = newEmail();
  const client = authClient(store);
  if (password) {
    await client.post('/api/auth/sign-up/email', { name: 'Irene Sáez', email, password: PASSWORD, callbackURL: '/' });
    await client.get(linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email'));
  } else {
    await client.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    await client.post('/api/auth/sign-in/email-otp', { email, otp: codeIn(await mail.waitFor(email, /sign-in code/)) });
  }
  const enabled = await client.post('/api/auth/two-factor/enable', password ? { password: PASSWORD } : {});
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const totp = () => createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
  expect((await client.post('/api/auth/two-factor/verify-totp', { code: await totp() })).status).toBe(200);
  return { email, client, totp, backupCodes };
}

describe('the chosen language decides the mails (issue 9 §6)', () => {
  it('AUTH-11, I18N-02: signing up on /signup?lng=es from an English browser mails in Spanish; switching to English while signed in makes the next mails English', async () => {
    const email = newEmail();
    const { page, errors } = await open('/signup?lng=es', { locale: 'en-GB', extraHTTPHeaders: { 'accept-language': 'en-GB,en;q=0.9' } });
    const form = page.locator('form[data-form="sign-up"]');
    await form.getByLabel('Nombre completo').fill('Lucía Fernández');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    await page.locator('[data-signup-sent]').waitFor();
    const verification = await mail.waitFor(email, /Confirma tu correo en Pixelkeys/);

    // The mailed link signs the shopper in, in this browser; the store then switches to English.
    await page.goto(linkIn(verification, '/api/auth/verify-email'));
    await waitForHydration(page);
    await eventually(() => page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-in');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/auth/update-user'));
    await page.locator('[data-menu="user"] button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: /Cambiar idioma/ }).click();
    expect((await saved).status()).toBe(200);
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    // Asked for from elsewhere (no language said): the account's language, now English.
    const stranger = authClient(store, 'es-ES,es;q=0.9');
    await stranger.post('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
    await mail.waitFor(email, /Your Pixelkeys sign-in code/);
    await stranger.post('/api/auth/request-password-reset', { email, redirectTo: '/resetpassword' });
    await mail.waitFor(email, /Reset your Pixelkeys password/);
    expect(unexpected(errors)).toEqual([]);
  });

  it('AUTH-15: a password changed from the profile in Spanish sends the security mail in Spanish, though the browser asks for English', async () => {
    const email = newEmail();
    const client = authClient(store, 'en-GB');
    await client.post('/api/auth/sign-up/email', { name: 'Pablo Ortiz', email, password: PASSWORD, callbackURL: '/' });
    await client.get(linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email'));
    const { page, errors } = await openAs(client, '/profile?tab=configuration&lng=es');
    const form = page.locator('form[data-form="new-password"]');
    await form.getByLabel('Contraseña actual').fill(PASSWORD);
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('amber-lantern-77');
    await form.getByLabel('Repite la nueva contraseña').fill('amber-lantern-77');
    await form.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await eventually(() => form.getAttribute('data-state')).toBe('success');
    await mail.waitFor(email, /Cambio de seguridad en tu cuenta de Pixelkeys/);
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('refusals in the reader\'s words, under their field (issue 9 §6)', () => {
  it('ERR-30: sign-up says a bad e-mail and a bad name under their fields, in es and en, never the server\'s text', async () => {
    const { page, errors } = await open('/signup?lng=es');
    const form = page.locator('form[data-form="sign-up"]');
    await form.getByLabel('Nombre completo').fill('Lucía Fernández');
    await form.getByLabel('Correo electrónico').fill('lucia@');
    await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    await eventually(() => fieldError(form, 'Correo electrónico')).toBe('Escribe un correo electrónico válido.');

    await form.getByLabel('Correo electrónico').fill(newEmail());
    await form.getByLabel('Nombre completo').fill('Lucía <b>');
    await form.getByRole('button', { name: 'Crear la cuenta' }).click();
    await eventually(() => fieldError(form, 'Nombre completo')).toMatch(/^Escribe tu nombre con letras/);
    expect(await fieldError(form, 'Correo electrónico')).toBeNull();

    await page.goto(`${store.url}/signup?lng=en`);
    await waitForHydration(page);
    await form.getByLabel('Full name').fill('Lucía Fernández');
    await form.getByLabel('E-mail').fill('lucia@');
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create the account' }).click();
    await eventually(() => fieldError(form, 'E-mail')).toBe('Enter a valid e-mail address.');
    await form.getByLabel('E-mail').fill(newEmail());
    await form.getByLabel('Password', { exact: true }).fill('password1');
    await form.getByRole('button', { name: 'Create the account' }).click();
    await eventually(() => fieldError(form, 'Password')).toBe('Password is too weak. It is one of the most common passwords: choose another.');
    expect(await page.locator('main').textContent()).not.toMatch(RAW_SERVER_TEXT);
    expect(unexpected(errors)).toEqual([]);
  });

  it('the code sign-in and the reset request say a bad e-mail under the field', async () => {
    const { page, errors } = await open('/login?lng=es');
    await page.getByRole('radio', { name: 'Código por correo' }).click();
    const request = page.locator('form[data-form="code-request"]');
    await request.getByLabel('Correo electrónico').fill('ana@@example');
    await request.getByRole('button', { name: 'Envíame un código' }).click();
    await eventually(() => fieldError(request, 'Correo electrónico')).toBe('Escribe un correo electrónico válido.');

    await page.goto(`${store.url}/resetpassword?lng=en`);
    await waitForHydration(page);
    const reset = page.locator('form[data-form="reset-request"]');
    await reset.getByLabel('E-mail').fill('ana@@example');
    await reset.getByRole('button', { name: 'Send me the link' }).click();
    await eventually(() => fieldError(reset, 'E-mail')).toBe('Enter a valid e-mail address.');
    expect(await page.locator('main').textContent()).not.toMatch(RAW_SERVER_TEXT);
    expect(unexpected(errors)).toEqual([]);
  });

  it('a 429 says when to try again, in the reader\'s language', async () => {
    const { page, errors } = await open('/login?lng=es');
    // The answer the server gives when its limit is reached (foreign-errors.ts: details.retryAfter).
    await page.route('**/api/auth/sign-in/email', (route) => route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '120' },
      body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests. Please try again later.', details: { retryAfter: 120 } } }),
    }));
    const form = page.locator('form[data-form="password-sign-in"]');
    await form.getByLabel('Correo electrónico').fill(newEmail());
    await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await eventually(() => form.locator('[data-form-message="error"]').textContent()).toBe('Demasiados intentos. Vuelve a probar dentro de 2 minutos.');

    await page.goto(`${store.url}/login?lng=en`);
    await waitForHydration(page);
    const english = page.locator('form[data-form="password-sign-in"]');
    await english.getByLabel('E-mail').fill(newEmail());
    await english.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await english.getByRole('button', { name: 'Log in' }).click();
    await eventually(() => english.locator('[data-form-message="error"]').textContent()).toBe('Too many attempts. Try again in 2 minutes.');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('the two-factor step of login (issue 9 §6)', () => {
  it('AUTH-16: the backup-code step has its own lead in es and en, and a wrong backup code is said under its field', async () => {
    const { email, backupCodes } = await twoFactorAccount();
    const { page, errors } = await open('/login?lng=es');
    const form = page.locator('form[data-form="password-sign-in"]');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'two-factor');
    await eventually(() => page.locator('main').textContent()).toContain('Escribe el código de 6 dígitos de tu aplicación de autenticación');

    await page.getByRole('button', { name: 'Usar un código de respaldo' }).click();
    await eventually(() => page.locator('main').textContent()).toContain('Escribe uno de los códigos de respaldo que guardaste');
    expect(await page.locator('main').textContent()).not.toContain('aplicación de autenticación para terminar');
    await page.getByLabel('Código de respaldo').fill('wrong-backup');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await eventually(() => fieldError(page, 'Código de respaldo')).toBe('Ese código de respaldo no es correcto o ya se usó.');

    await page.goto(`${store.url}/login?step=two-factor&lng=en`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await eventually(() => page.locator('main').textContent()).toContain('Enter one of the backup codes you saved');
    expect(await page.locator('main').textContent()).not.toContain('from your authenticator app to finish');
    await page.getByLabel('Backup code').fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await eventually(() => page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-in');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('the profile asks the app\'s code where the server needs it (issue 9 §1, §6)', () => {
  it('an account without a password turns two-factor off with a code from the app; a wrong one is said under the code', async () => {
    const { client, totp } = await twoFactorAccount({ password: false });
    const { page, errors } = await openAs(client, '/profile?tab=configuration');
    const section = page.getByRole('region', { name: 'Two-step verification' });
    await section.getByRole('button', { name: 'Turn off' }).click();
    await eventually(() => section.textContent()).toContain('Enter the current code from your authenticator app to confirm.');
    await section.getByLabel('Code from your authenticator app').fill('000000');
    await section.locator('[data-confirm-step] button[type="submit"]').click();
    await eventually(() => fieldError(section, 'Code from your authenticator app')).toBe('That code is not right. Try the current one from your app.');
    await section.getByLabel('Code from your authenticator app').fill(await totp());
    await section.locator('[data-confirm-step] button[type="submit"]').click();
    await eventually(() => section.locator('[data-two-factor-status]').getAttribute('data-two-factor-status')).toBe('off');
    expect(unexpected(errors)).toEqual([]);
  });

  it('PROF-21: setting a first password with two-factor on asks the app\'s code, in es; a wrong code is said under it', async () => {
    const { email, client, totp } = await twoFactorAccount({ password: false });
    const { page, errors } = await openAs(client, '/profile?tab=configuration&lng=es');
    const form = page.locator('form[data-form="new-password"]');
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('amber-lantern-77');
    await form.getByLabel('Repite la nueva contraseña').fill('amber-lantern-77');
    await form.getByLabel('Código de tu aplicación de autenticación').fill('000000');
    await form.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await eventually(() => fieldError(form, 'Código de tu aplicación de autenticación')).toBe('Ese código no es correcto. Prueba con el actual de tu aplicación.');
    await form.getByLabel('Código de tu aplicación de autenticación').fill(await totp());
    await form.getByRole('button', { name: 'Guardar la contraseña' }).click();
    await eventually(() => form.getAttribute('data-state')).toBe('success');
    expect((await authClient(store).post('/api/auth/sign-in/email', { email, password: 'amber-lantern-77' })).status).toBe(200);
    expect(unexpected(errors)).toEqual([]);
  });
});
