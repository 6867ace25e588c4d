/**
 * Static pages (ROUTE-10, ROUTE-17..22, LEGAL-01..03) in both languages, in real Chromium through the real
 * server. The operator's identity comes from server configuration (getStoreInfo): the end-to-end store is
 * started with values of its own, not the demo's (E2E_OPERATOR, tests/support/e2e.ts), and the pages must show them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { E2E_OPERATOR as OPERATOR, e2e } from '../support/e2e.js';
import type { TestStore } from '../support/test-store.js';

interface PageCase {
  id: string;
  path: string;
  h1: { en: string; es: string };
  /** Sentences the page must show, per language. */
  says: { en: string[]; es: string[] };
}

const PAGES: PageCase[] = [
  {
    id: 'ROUTE-10', path: '/help', h1: { en: 'Help centre', es: 'Centro de ayuda' },
    says: {
      en: ['Do I need an account to buy?', 'can take up to 7 days', 'What does the region of a key mean?', OPERATOR.STORE_CONTACT_EMAIL],
      es: ['¿Necesito una cuenta para comprar?', 'puede tardar hasta 7 días', '¿Qué significa la región de una clave?', OPERATOR.STORE_CONTACT_EMAIL],
    },
  },
  {
    id: 'ROUTE-17', path: '/aboutUs', h1: { en: 'About us', es: 'Quiénes somos' },
    says: {
      en: [`run from Spain by ${OPERATOR.STORE_LEGAL_NAME}`, 'Instant delivery.'],
      es: [`gestionada desde España por ${OPERATOR.STORE_LEGAL_NAME}`, 'Entrega inmediata.'],
    },
  },
  {
    id: 'ROUTE-18', path: '/collaborate', h1: { en: 'Collaborate with us', es: 'Colabora con nosotros' },
    says: {
      en: ['Creators programme', `Send an e-mail to ${OPERATOR.STORE_CONTACT_EMAIL} with the subject Collaboration`],
      es: ['Programa de creadores', `Envía un correo a ${OPERATOR.STORE_CONTACT_EMAIL} con el asunto Colaboración`],
    },
  },
  {
    id: 'ROUTE-19, LEGAL-01', path: '/privacy', h1: { en: 'Privacy policy', es: 'Política de privacidad' },
    says: {
      en: ['Last updated: June 12, 2025', `The data controller is ${OPERATOR.STORE_LEGAL_NAME}`, 'Spanish Data Protection Agency (AEPD)', 'Payment provider', 'E-mail delivery provider'],
      es: ['Última actualización: 12 de junio de 2025', `El responsable del tratamiento es ${OPERATOR.STORE_LEGAL_NAME}`, 'Agencia Española de Protección de Datos (AEPD)', 'Proveedor de pagos', 'Proveedor de envío de correo electrónico'],
    },
  },
  {
    id: 'ROUTE-20, LEGAL-02, LEGAL-03', path: '/terms', h1: { en: 'Terms and conditions', es: 'Términos y condiciones' },
    says: {
      en: [
        'Last updated: June 12, 2025',
        'To buy at Pixelkeys you need an account, a payment method we accept and a compatible device',
        'art. 16(m) of Directive 2011/83/EU and art. 103(m)',
        'By revealing the key you expressly consent to its immediate supply and acknowledge that you lose your right of withdrawal.',
        'Once a key has been revealed, the sale is final',
        'can take up to 7 days',
        'include 21% VAT',
        `(tax ID ${OPERATOR.STORE_TAX_ID})`,
      ],
      es: [
        'Última actualización: 12 de junio de 2025',
        'Para comprar en Pixelkeys necesitas una cuenta, un método de pago de los que aceptamos y un dispositivo compatible',
        'art. 16.m de la Directiva 2011/83/UE y art. 103.m',
        'Al ver la clave das tu consentimiento expreso a su suministro inmediato y reconoces que pierdes tu derecho de desistimiento.',
        'Una vez vista la clave, la venta es definitiva',
        'tardar hasta 7 días',
        'incluyen el 21 % de IVA',
        `(NIF ${OPERATOR.STORE_TAX_ID})`,
      ],
    },
  },
  {
    id: 'ROUTE-21', path: '/cookies', h1: { en: 'Cookie policy', es: 'Política de cookies' },
    says: {
      en: ['better-auth.session_token', 'better-auth.trust_device', 'language', 'pixelkeys-cache', 'pixelkeys-login-redirect', '30 days', "Why we don't show a cookie banner", "We don't use advertising, analytics or tracking cookies"],
      es: ['better-auth.session_token', 'better-auth.trust_device', 'language', 'pixelkeys-cache', 'pixelkeys-login-redirect', '30 días', 'Por qué no mostramos un aviso de cookies', 'No usamos cookies publicitarias, de analítica ni de seguimiento'],
    },
  },
  {
    id: 'ROUTE-22', path: '/legal', h1: { en: 'Legal notice', es: 'Aviso legal' },
    says: {
      en: ['article 10 of Spain\'s Law 34/2002', ...Object.values(OPERATOR)],
      es: ['artículo 10 de la Ley 34/2002', ...Object.values(OPERATOR)],
    },
  },
];

let store: TestStore;
let browser: Browser;
const opened: OpenedPage[] = [];

async function open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const result = await openReusedPage(browser, `${store.url}${path}`, options);
  opened.push(result);
  return result;
}

/** Waits until the page's main content (whitespace collapsed) includes the sentence. */
async function waitForText(page: Page, sentence: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (document.querySelector('main') as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').includes(wanted),
    sentence, { timeout: 10_000 },
  ).catch(async () => {
    const shown = await page.locator('main').innerText().catch(() => '');
    throw new Error(`"${sentence}" not found on ${page.url()}. The page shows:\n${shown.slice(0, 2000)}`);
  });
}

e2e.beforeAll(async ({ store: shared, browser: chromium }) => {
  [store, browser] = [shared, chromium];
});

afterAll(async () => {
  for (const item of opened) await item.close().catch(() => undefined);
});

describe.each(PAGES)('$id: $path', ({ path, h1, says }) => {
  it.each(['en', 'es'] as const)('shows its one h1 and its key sentences in %s', async (language) => {
    const { page, errors } = await open(`${path}?lng=${language}`);
    await page.getByRole('heading', { level: 1, name: h1[language] }).waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    for (const sentence of says[language]) await waitForText(page, sentence);
    expect(await page.title()).toContain(h1[language]);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(errors).toEqual([]);
  });
});

describe('legal details', () => {
  it('ROUTE-22: /legal lists the operator identity (LSSI-CE art. 10) with a mailto link', async () => {
    const { page } = await open('/legal?lng=en');
    await waitForText(page, OPERATOR.STORE_REGISTRY);
    const details = page.locator('main dl');
    expect((await details.locator('dt').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Company name', 'Tax ID (NIF)', 'Registered office', 'Registration', 'E-mail',
    ]);
    expect(await details.locator('dd').allInnerTexts()).toEqual([
      OPERATOR.STORE_LEGAL_NAME, OPERATOR.STORE_TAX_ID, OPERATOR.STORE_ADDRESS, OPERATOR.STORE_REGISTRY, OPERATOR.STORE_CONTACT_EMAIL,
    ]);
    expect(await details.getByRole('link').getAttribute('href')).toBe(`mailto:${OPERATOR.STORE_CONTACT_EMAIL}`);
  });

  it('LEGAL-01, LEGAL-02: the table of contents links to every section and jumps to it', async () => {
    for (const path of ['/privacy', '/terms', '/cookies', '/help']) {
      const { page } = await open(`${path}?lng=en`);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await toc.waitFor();
      const targets = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(targets.length).toBeGreaterThan(3);
      for (const target of targets) {
        expect(target).toMatch(/^#[a-z-]+$/);
        await page.locator(`h2${target}`).waitFor({ state: 'attached' });
      }
    }
    const { page } = await open('/privacy?lng=en');
    await waitForText(page, 'Spanish Data Protection Agency');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: '7. Your rights' }).click();
    await page.waitForFunction(() => location.hash === '#rights');
    await page.waitForTimeout(200);
    const top = await page.locator('h2#rights').evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64); // below the fixed top bar
    expect(top).toBeLessThan(VIEWPORTS.desktop.height / 2);
    expect(new URL(page.url()).pathname).toBe('/privacy');
  });

  it('ROUTE-10, ROUTE-18: the contact e-mail is a mailto link on /help and /collaborate', async () => {
    for (const path of ['/help', '/collaborate']) {
      const { page } = await open(`${path}?lng=es`);
      const link = page.locator(`main a[href="mailto:${OPERATOR.STORE_CONTACT_EMAIL}"]`).first();
      await link.waitFor();
      expect(await link.textContent()).toBe(OPERATOR.STORE_CONTACT_EMAIL);
    }
  });
});

describe('accessibility and layout', () => {
  for (const { id, path, says } of PAGES) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      it(`${id}: ${path} has no axe violations and no sideways scrolling at ${viewport.width} px (${viewportName})`, async () => {
        const { page } = await open(`${path}?lng=${viewportName === 'phone' ? 'es' : 'en'}`, { viewport });
        await waitForText(page, says[viewportName === 'phone' ? 'es' : 'en'].at(-1)!);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      });
    }
  }
});
