/**
 * Accounts end to end (issue 5) in real Chromium against the real server, with mail read from a real SMTP
 * receiver: sign-up and the mailed link, sign-in by password, by code and with two-factor, recovery,
 * logout, the §2 guards and the account menu. ROUTE-, AUTH-, NAV-, VAL-, ERR- ids from the checklist.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
import { e2e } from '../support/e2e.js';
import { authClient, browserSession } from '../support/auth-client.js';
import { codeIn, linkIn, type MailCatcher } from '../support/mail-catcher.js';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider.js';
import { startTestStore, type TestStore } from '../support/test-store.js';
import { eventually } from '../support/product-fixtures.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let oidc: TestOidcProvider;
const opened: OpenedPage[] = [];
let counter = 0;
const newEmail = () => `e2e${Date.now()}${counter++}@example.com`;
const PASSWORD = 'violet-harbour-42';

// A store of its own: sign-in with a social provider (a local OpenID provider) shows on its login page,
// which the other files' store must not show. The worker's browser and mail catcher serve it too.
e2e.beforeAll(async ({ browser: chromium, mail: catcher }) => {
  [browser, mail] = [chromium, catcher];
  oidc = await startOidcProvider();
  const social = [{ id: 'acme', name: 'Acme ID', issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret }];
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off', SOCIAL_PROVIDERS: JSON.stringify(social) });
  await oidc.register(`${store.url}/api/auth/callback/acme`);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

afterAll(async () => {
  await store?.close();
  await oidc?.close();
});

async function open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const page = await openPage(browser, `${store.url}${path}`, options);
  opened.push(page);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.locator('h1').first();
/** Chromium logs every 4xx answer; a test that provokes one on purpose drops exactly that line. */
const unexpected = (errors: string[]) => errors.filter((line) => !/Failed to load resource: the server responded with a status of (400|401|403)/.test(line));

async function userName(page: Page): Promise<string> {
  return (await page.locator('[data-menu="user"] [data-user-name]').textContent())?.trim() ?? '';
}

async function openUserMenu(page: Page): Promise<void> {
  await page.locator('[data-menu="user"] button[aria-haspopup="menu"]').click();
  await page.getByRole('menu').waitFor();
}

async function logOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // 'Disconnected' also shows while the session loads: wait until the page knows it is signed out.
  await eventually(() => page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-out');
  expect(await userName(page)).toBe('Disconnected');
  expect(await browserSession(store, page.context())).toBeNull();
}

/** An account made through the API: signed up, and verified through its mailed link. */
async function verifiedAccount(name = 'Marta Ruiz') {
  const email = newEmail();
  const client = authClient(store);
  await client.post('/api/auth/sign-up/email', { name, email, password: PASSWORD, callbackURL: '/' });
  const link = linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email');
  await client.get(link);
  return { email, client };
}

async function signInWithPassword(page: Page, email: string, password: string) {
  const form = page.locator('form[data-form="password-sign-in"]');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

describe('screens (spec §2)', () => {
  it.each([
    ['/login', 'Log in'],
    ['/signup', 'Create an account'],
    ['/resetpassword', 'Reset your password'],
    ['/setpassword', 'Set your password'],
  ])('ROUTE-02/03/06/08: %s shows its screen, passes axe at 1280 and 375 px', async (path, title) => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      const { page, errors } = await open(path, { viewport });
      await eventually(() => h1(page).textContent()).toBe(title);
      expect(pathOf(page)).toBe(path);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    }
  });

  it('VAL-10, ERR-28: sign-in and sign-up without e-mail and password say so and send nothing', async () => {
    const { page, errors } = await open('/login');
    let calls = 0;
    page.on('request', (request) => { if (request.url().includes('/api/auth/sign-')) calls++; });
    await page.locator('form[data-form="password-sign-in"]').getByRole('button', { name: 'Log in' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe('You must provide either an email or phone number and a password');

    await page.goto(`${store.url}/signup`);
    await waitForHydration(page);
    await page.getByLabel('Full name').fill('Ana');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe('You must provide either an email or phone number and a password');
    expect(calls).toBe(0);
    expect(errors).toEqual([]);
  });

  it('ERR-32: a wrong password says the credentials are invalid, in es and en', async () => {
    const { email } = await verifiedAccount();
    const { page, errors } = await open('/login');
    await signInWithPassword(page, email, 'not-the-password-1');
    await eventually(() => page.getByRole('alert').textContent()).toBe('Invalid login credentials.');

    const spanish = await open('/login?lng=es');
    const form = spanish.page.locator('form[data-form="password-sign-in"]');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Contraseña', { exact: true }).fill('not-the-password-1');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await eventually(() => spanish.page.getByRole('alert').textContent()).toBe('Credenciales de inicio de sesión no válidas.');
    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(spanish.errors)).toEqual([]);
  });

  it('ERR-30: a weak password is refused at sign-up with its reasons', async () => {
    const { page, errors } = await open('/signup');
    await page.getByLabel('Full name').fill('Ana López');
    await page.getByLabel('E-mail').fill(newEmail());
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toBe('Password is too weak. It is one of the most common passwords: choose another.');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('the journey (issue 5)', () => {
  it('AUTH-10..13/16/19..22, NAV-28/30: sign up → mailed link → log out → code sign-in → enrol TOTP → log out → sign-in asks TOTP → change password → sign in with it', async () => {
    const email = newEmail();
    const { page, errors } = await open('/signup');
    await page.getByLabel('Full name').fill('Lucía Fernández');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await eventually(() => h1(page).textContent()).toBe('Check your inbox');
    expect(await page.locator('[data-signup-sent]').textContent()).toContain(email);

    // The mailed link verifies the address and signs the shopper in, back on the store.
    const link = linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email');
    await page.goto(link);
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => userName(page)).toBe('Lucía Fernández');
    expect(await page.locator('[data-menu="user"] [data-presence]').getAttribute('data-presence')).toBe('online');
    await openUserMenu(page);
    const items = await page.getByRole('menuitem').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.menuItem));
    expect(items).toEqual(['profile', 'notifications', 'missions', 'configuration', 'help', 'language', 'logout']);
    expect(await page.getByRole('menuitem', { name: 'Notifications 0 new' }).getAttribute('href')).toBe('/profile?tab=dashboard#notifications');
    expect(await page.locator('[data-menu-item="notifications"] [data-badge] [aria-hidden="true"]').textContent()).toBe('0');
    await page.keyboard.press('Escape');

    // Logout: signed out, app state reset, on /; the grey dot is back (NAV-26).
    await page.goto(`${store.url}/news`);
    await waitForHydration(page);
    await eventually(() => userName(page)).toBe('Lucía Fernández');
    await logOut(page);
    expect(await page.locator('[data-menu="user"] [data-presence]').getAttribute('data-presence')).toBe('offline');

    // Sign in by e-mailed code, sent from /profile (the guard keeps where the shopper was going).
    await page.goto(`${store.url}/profile`);
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/profile');
    await page.getByRole('radio', { name: 'Code by e-mail' }).click();
    await page.locator('form[data-form="code-request"]').getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    const code = codeIn(await mail.waitFor(email, /sign-in code/));
    await page.getByLabel('6-digit code').fill(code);
    await page.locator('form[data-form="code-sign-in"]').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await eventually(() => userName(page)).toBe('Lucía Fernández');

    // Enrol TOTP from the configuration tab, with the key typed out as an authenticator app would take it.
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'configuration');
    const twoFactor = page.getByRole('region', { name: 'Two-step verification' });
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await twoFactor.getByRole('button', { name: 'Continue' }).click();
    const typed = (await twoFactor.locator('[data-totp-secret]').textContent())!.replace(/\s/g, '');
    const totp = () => createOTP(new TextDecoder().decode(base32.decode(typed)), { digits: 6, period: 30 }).totp();
    await twoFactor.getByLabel('Then enter the 6-digit code the app shows').fill(await totp());
    await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();
    await twoFactor.getByRole('button', { name: "I've saved them" }).click();
    await eventually(() => twoFactor.locator('[data-two-factor-status]').textContent()).toBe('On');

    // Log out from the profile: home, signed out (§4).
    await logOut(page);

    // Signing in now asks for the app's code.
    await page.goto(`${store.url}/login?redirect=${encodeURIComponent('/profile?tab=configuration')}`);
    await waitForHydration(page);
    await signInWithPassword(page, email, PASSWORD);
    await page.waitForURL((url) => url.searchParams.get('step') === 'two-factor');
    await page.getByLabel('Code from your authenticator app').fill(await totp());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'configuration');

    // Change the password, then sign in with the new one (and the app's code again).
    const passwordForm = page.locator('form[data-form="new-password"]');
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByLabel('New password', { exact: true }).fill('amber-lantern-77');
    await passwordForm.getByLabel('Repeat the new password').fill('amber-lantern-77');
    await passwordForm.getByRole('button', { name: 'Save the password' }).click();
    await eventually(() => passwordForm.getByRole('status').textContent()).toBe('Your password has been changed successfully.');
    await logOut(page);
    await page.goto(`${store.url}/login`);
    await waitForHydration(page);
    await signInWithPassword(page, email, 'amber-lantern-77');
    await page.waitForURL((url) => url.searchParams.get('step') === 'two-factor');
    await page.getByLabel('Code from your authenticator app').fill(await totp());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => userName(page)).toBe('Lucía Fernández');
    expect(errors).toEqual([]);
  });

  it('a code sign-in for a new address creates the account; its name is the e-mail until one is set (§2)', async () => {
    const email = newEmail();
    const { page, errors } = await open('/login');
    await page.getByRole('radio', { name: 'Code by e-mail' }).click();
    await page.locator('form[data-form="code-request"]').getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('6-digit code').fill(codeIn(await mail.waitFor(email, /sign-in code/)));
    await page.locator('form[data-form="code-sign-in"]').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => userName(page)).toBe(email);

    // Decision 32: the account has no password yet, so /setpassword asks only for the new one.
    await page.goto(`${store.url}/setpassword`);
    await waitForHydration(page);
    await page.locator('form[data-form="new-password"]').waitFor();
    expect(await page.getByLabel('Current password').count()).toBe(0);
    await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await eventually(() => page.getByRole('status').last().textContent()).toBe('Your password has been changed successfully.');
    const client = authClient(store);
    expect((await client.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    expect(errors).toEqual([]);
  });

  it('AUTH-16: with two-factor on, a password sign-in asks for the app\'s code, then returns to redirect', async () => {
    const { email, client } = await verifiedAccount('Jon Etxeberria');
    const enabled = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const totp = () => createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: await totp() })).status).toBe(200);

    const { page, errors } = await open(`/login?redirect=${encodeURIComponent('/news')}`);
    await signInWithPassword(page, email, PASSWORD);
    await page.waitForURL((url) => url.searchParams.get('step') === 'two-factor');
    await eventually(() => h1(page).textContent()).toBe('Two-step verification');
    expect(await userName(page)).toBe('Disconnected');
    await expectNoAxeViolations(page);

    await page.getByLabel('Code from your authenticator app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toContain('That code is not right');
    await page.getByLabel('Code from your authenticator app').fill(await totp());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    await eventually(() => userName(page)).toBe('Jon Etxeberria');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('guards and session (spec §2, §4, §6)', () => {
  it('ROUTE-04/07/09/15: a signed-in user sees /profile and /checkout; /login and /signup send them home', async () => {
    const { email } = await verifiedAccount('Pau Vidal');
    const { page, errors } = await open('/login');
    await signInWithPassword(page, email, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => userName(page)).toBe('Pau Vidal');
    for (const path of ['/login', '/signup']) {
      await page.goto(`${store.url}${path}`);
      await waitForHydration(page);
      await page.waitForURL((url) => url.pathname === '/');
    }
    await page.goto(`${store.url}/profile`);
    await waitForHydration(page);
    await page.locator('[data-page="profile"]').waitFor();
    expect(pathOf(page)).toBe('/profile');
    await page.goto(`${store.url}/checkout`);
    await waitForHydration(page);
    await eventually(() => h1(page).textContent()).toBe('Checkout');
    expect(pathOf(page)).toBe('/checkout');
    expect(errors).toEqual([]);
  });

  it('ROUTE-05/16: a visitor is sent from /profile to /login and from /checkout to /', async () => {
    const { page, errors } = await open('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(`${store.url}/checkout`);
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/');
    expect(errors).toEqual([]);
  });

  it('AUTH-02: signing out in one tab signs the other tab out too', async () => {
    const { email } = await verifiedAccount('Irene Soler');
    const first = await open('/login');
    await signInWithPassword(first.page, email, PASSWORD);
    await eventually(() => userName(first.page)).toBe('Irene Soler');
    const second = await first.context.newPage();
    await second.goto(`${store.url}/news`);
    await waitForHydration(second);
    await eventually(() => userName(second)).toBe('Irene Soler');
    await logOut(first.page);
    await eventually(() => userName(second)).toBe('Disconnected');
    expect(first.errors).toEqual([]);
  });

  it('AUTH-04: a session revoked elsewhere is dropped when the page reads it again', async () => {
    const { email } = await verifiedAccount('Nuria Gil');
    const { page, errors } = await open('/login');
    await signInWithPassword(page, email, PASSWORD);
    await eventually(() => userName(page)).toBe('Nuria Gil');
    const other = authClient(store);
    await other.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    await other.post('/api/auth/revoke-other-sessions');
    // Focus makes the page read its session again (as it also does every few minutes).
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await eventually(() => userName(page)).toBe('Disconnected');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('social sign-in (AUTH-14, AUTH-17, AUTH-18)', () => {
  it('a configured provider has its button; signing in there returns to redirect, signed in with the provider\'s name', async () => {
    const email = newEmail();
    const sub = `acme-${counter++}`;
    oidc.addAccount({ sub, email, email_verified: true, name: 'Olga Provider' });
    const { page, errors } = await open(`/login?redirect=${encodeURIComponent('/news')}`);
    const buttons = page.locator('[data-social-sign-in] button');
    await eventually(() => buttons.count()).toBe(1);
    expect(await buttons.textContent()).toBe('Continue with Acme ID');
    // The test provider signs in the account named by login_hint: the test adds it on the way out.
    await page.route(`${oidc.issuer}/**`, (route) => {
      const url = new URL(route.request().url());
      if (!url.searchParams.has('login_hint') && url.searchParams.has('client_id')) {
        url.searchParams.set('login_hint', sub);
        return route.continue({ url: url.toString() });
      }
      return route.continue();
    });
    await buttons.click();
    await page.waitForURL((url) => url.origin === new URL(store.url).origin && url.pathname === '/news', { timeout: 20_000 });
    await eventually(() => userName(page)).toBe('Olga Provider');
    expect(errors).toEqual([]);
  });

  it('a provider address that matches an unverified account is refused and the login page says why', async () => {
    const email = newEmail();
    await authClient(store).post('/api/auth/sign-up/email', { name: 'Squatter', email, password: PASSWORD, callbackURL: '/' });
    const sub = `acme-${counter++}`;
    oidc.addAccount({ sub, email, email_verified: true, name: 'Real Owner' });
    const { page, errors } = await open('/login');
    await page.route(`${oidc.issuer}/**`, (route) => {
      const url = new URL(route.request().url());
      if (!url.searchParams.has('login_hint') && url.searchParams.has('client_id')) url.searchParams.set('login_hint', sub);
      return route.continue({ url: url.toString() });
    });
    await page.locator('[data-social-sign-in] button').click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('error') === 'account_not_linked', { timeout: 20_000 });
    await eventually(() => page.getByRole('alert').textContent()).toContain('its address is not verified yet');
    expect(await userName(page)).toBe('Disconnected');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('password recovery (AUTH-15)', () => {
  it('the mailed link opens /resetpassword, where a new password is set without the old one', async () => {
    const { email } = await verifiedAccount('Sara Molina');
    const { page, errors } = await open('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/resetpassword');
    // The address changes before the new screen is drawn; the form, not the address, says it is there.
    const request = page.locator('form[data-form="reset-request"]');
    await request.getByLabel('E-mail').fill(email);
    await request.getByRole('button', { name: 'Send me the link' }).click();
    await eventually(() => page.getByRole('status').textContent()).toContain(email);

    const link = linkIn(await mail.waitFor(email, /Reset your/), '/api/auth/reset-password');
    await page.goto(link);
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/resetpassword' && url.searchParams.has('token'));
    const form = page.locator('form[data-form="new-password"]');
    await form.waitFor();
    expect(await form.getByLabel('Current password').count()).toBe(0);
    await form.getByLabel('New password', { exact: true }).fill('amber-lantern-77');
    await form.getByLabel('Repeat the new password').fill('amber-lantern-78');
    await form.getByRole('button', { name: 'Save the password' }).click();
    await eventually(() => form.getByText('The passwords do not match.').count()).toBe(1);
    await form.getByLabel('Repeat the new password').fill('amber-lantern-77');
    await form.getByRole('button', { name: 'Save the password' }).click();
    await eventually(() => page.getByRole('status').last().textContent()).toContain('Your password has been changed successfully.');

    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithPassword(page, email, 'amber-lantern-77');
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => userName(page)).toBe('Sara Molina');
    expect(errors).toEqual([]);
  });
});

describe('newsletter links from a mail (issue 5 double opt-in)', () => {
  it('NL: the confirmation link lands home with the outcome said once; the address drops the parameter', async () => {
    const email = newEmail();
    await store.post('/api/subscribeToNewsletter', { email }, { headers: { 'accept-language': 'en' } });
    const link = linkIn(await mail.waitFor(email, /Confirm your Pixelkeys newsletter/), '/api/confirmNewsletter');
    const { page, errors } = await open('/news');
    await page.goto(link);
    await waitForHydration(page);
    await eventually(() => page.locator('[data-newsletter-outcome="confirmed"]').textContent()).toContain('Your subscription is confirmed.');
    await eventually(() => new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.locator('[data-newsletter-outcome]').count()).toBe(0);

    await page.goto(`${store.url}/api/confirmNewsletter?token=${'a'.repeat(32)}`);
    await waitForHydration(page);
    await eventually(() => page.locator('[data-newsletter-outcome="invalid"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
