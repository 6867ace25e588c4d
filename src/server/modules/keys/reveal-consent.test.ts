/** The recorded confirmation (decision 11, KEY-07) is the page's text; editing it means a new version. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConsentTexts, renderConsent } from './reveal-consent.js';

/**
 * Each version's texts, fingerprinted: a change to the wording must come with a new version in both
 * orders.json files (and a new line here), so that a consent recorded under a version always means one text.
 */
const FINGERPRINTS: Record<string, string> = {
  '2026-11-23': '3c5ac129b449c6e71085245cc0df61a6d9d5c21c851af8871ebaa24dbc2945bb',
};

describe('the key reveal confirmation', () => {
  it('KEY-07: es and en share a version whose text is the one fingerprinted for it', () => {
    const texts = loadConsentTexts();
    const fingerprint = createHash('sha256').update(JSON.stringify([texts.es, texts.en])).digest('hex');
    expect(texts.es.version).toBe(texts.en.version);
    expect(fingerprint, 'the confirmation text changed: give it a new version in both orders.json files').toBe(FINGERPRINTS[texts.en.version]);
  });

  it('KEY-04, KEY-05, KEY-07: renders the two ticks with the product and the withdrawal notice, as the page shows them', () => {
    const { es, en } = loadConsentTexts();
    const product = { platform: 'Steam', regions: ['EUROPE', 'UK'] };
    const [platform, region, withdrawal] = renderConsent(en, product).split('\n');
    expect(platform).toContain('Steam');
    expect(region).toContain('EUROPE, UK');
    expect(withdrawal).toMatch(/right of withdrawal/);
    expect(withdrawal).toMatch(/103 m/);
    expect(renderConsent(es, product)).toMatch(/derecho de desistimiento/);
    expect(renderConsent(es, product)).not.toMatch(/\{\{/);
  });
});
