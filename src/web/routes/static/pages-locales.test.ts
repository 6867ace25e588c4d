/** The 'pages' texts: es and en must have the same shape, the same section ids and the same placeholders. */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/pages.json' with { type: 'json' };
import es from '../../locales/es/pages.json' with { type: 'json' };
import { parseNewsMarkup } from '../../../shared/news-markup.js';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every leaf as [path, value]; arrays keep their indexes, so lengths must match too. */
function leaves(value: Json, path = ''): Array<[string, Json]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const enLeaves = new Map(leaves(en as Json));
const esLeaves = new Map(leaves(es as Json));

describe('pages.json', () => {
  it('es and en have exactly the same keys and list lengths', () => {
    expect([...esLeaves.keys()]).toEqual([...enLeaves.keys()]);
  });

  it('section ids are the same in both languages, and no text is empty', () => {
    for (const [path, value] of enLeaves) {
      if (path.endsWith('.id')) expect(esLeaves.get(path), path).toBe(value);
      expect(typeof value === 'string' && value.trim() !== '', path).toBe(true);
      expect(typeof esLeaves.get(path) === 'string' && String(esLeaves.get(path)).trim() !== '', path).toBe(true);
    }
  });

  it('each text uses the same placeholders in both languages', () => {
    for (const [path, value] of enLeaves) {
      expect(placeholders(String(esLeaves.get(path))), path).toEqual(placeholders(String(value)));
    }
  });

  it('every link in the texts survives the markup parser (no silently dropped link)', () => {
    for (const [path, value] of [...enLeaves, ...esLeaves]) {
      const text = String(value).replaceAll('{{email}}', 'help@pixelkeys.example');
      const written = (text.match(/\]\(/g) ?? []).length;
      const blocks = parseNewsMarkup(text, { allowMailto: true });
      const parsed = JSON.stringify(blocks).split('"type":"link"').length - 1;
      expect(parsed, `${path}: ${text}`).toBe(written);
    }
  });

  it('LEGAL-01, LEGAL-02: privacy and terms were last updated June 12, 2025', () => {
    expect(en.privacy.lastUpdated).toContain('June 12, 2025');
    expect(en.terms.lastUpdated).toContain('June 12, 2025');
    expect(es.privacy.lastUpdated).toContain('12 de junio de 2025');
    expect(es.terms.lastUpdated).toContain('12 de junio de 2025');
  });
});

describe('the /cookies list (decision 28)', () => {
  it('every cookie and storage key of the inventory has its purpose and duration in both languages, and nothing else does', async () => {
    const { STORED_ITEMS } = await import('../../../shared/storage-inventory.js');
    for (const file of [en, es]) {
      expect(Object.keys(file.cookies.storage.items).sort()).toEqual(Object.keys(STORED_ITEMS).sort());
      for (const [id, item] of Object.entries(STORED_ITEMS)) {
        const texts = (file.cookies.storage.items as Record<string, { duration: string }>)[id]!;
        // A lifetime is written from the inventory's number, never typed into the text.
        expect(placeholders(texts.duration), id).toEqual(item.maxAgeSeconds === null ? [] : ['duration']);
      }
    }
  });
});
