/**
 * The confirmation a buyer gives before a key is revealed (§4 Key reveal, decision 11): the two ticks
 * (platform and region right) and the withdrawal notice (art. 103 m TRLGDCU: revealing is express consent
 * to immediate delivery and the right of withdrawal is then lost). The texts are the storefront's own
 * (`reveal.consent` in src/web/locales/<language>/orders.json), read here, so what is recorded as consented
 * is the server's copy of exactly what the page showed, never text a client sent. The page names the
 * version it showed; a version this server does not hold is refused, and the page is reloaded.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '../../../shared/constants.js';
import { PROJECT_ROOT } from '../../paths.js';

export interface ConsentTexts {
  version: string;
  platform: string;
  region: string;
  withdrawal: string;
}

export function loadConsentTexts(): Record<Language, ConsentTexts> {
  const read = (language: Language) => {
    const file = JSON.parse(readFileSync(join(PROJECT_ROOT, 'src', 'web', 'locales', language, 'orders.json'), 'utf8')) as { reveal: { consent: ConsentTexts } };
    return file.reveal.consent;
  };
  const texts = Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<Language, ConsentTexts>;
  if (texts.es.version !== texts.en.version) throw new Error('The es and en key reveal confirmations must have the same version (orders.json reveal.consent.version)');
  return texts;
}

/** i18next's `{{name}}` interpolation, as the page does it (escapeValue off). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The text the page showed for an item, line by line in the order shown: the two ticks, then the notice. */
export function renderConsent(texts: ConsentTexts, product: { platform: string; regions: string[] }): string {
  const values = { platform: product.platform, regions: product.regions.join(', ') };
  return [texts.platform, texts.region, texts.withdrawal].map((line) => fill(line, values)).join('\n');
}
