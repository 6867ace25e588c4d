/** es and en are equals (UX.md): every text exists in both, with the same placeholders (I18N-01). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path.replace(PLURAL, ''), value);
    else for (const [inner, text] of flatten(value, `${path}.`)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
const dir = import.meta.dirname;
const namespaces = readdirSync(join(dir, 'en')).filter((file) => file.endsWith('.json'));

describe.each(namespaces)('locale namespace %s', (file) => {
  const en = flatten(JSON.parse(readFileSync(join(dir, 'en', file), 'utf8')) as Tree);
  const es = flatten(JSON.parse(readFileSync(join(dir, 'es', file), 'utf8')) as Tree);

  it('I18N-01: es and en have the same keys', () => {
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('uses the same placeholders in both languages and leaves no text empty', () => {
    for (const [key, text] of en) {
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(es.get(key)?.trim(), `es ${key}`).not.toBe('');
      expect(placeholders(es.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('one wording for one idea', () => {
  it('"Coming soon" reads "Próximamente" in every Spanish text that translates it (issue 13 §5)', () => {
    const pairs = namespaces.flatMap((file) => {
      const en = flatten(JSON.parse(readFileSync(join(dir, 'en', file), 'utf8')) as Tree);
      const es = flatten(JSON.parse(readFileSync(join(dir, 'es', file), 'utf8')) as Tree);
      return [...en].filter(([, text]) => /^coming soon\b/i.test(text)).map(([key, text]) => [`${file} ${key}`, text, es.get(key) ?? ''] as const);
    });
    expect(pairs.length).toBeGreaterThan(2);
    for (const [key, , spanish] of pairs) expect(spanish, key).toMatch(/^Próximamente\b/);
  });
});
