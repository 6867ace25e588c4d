import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/constants.js';
import { type Texts, Translator } from './translator.js';

const LOCALES = join(import.meta.dirname, '..', 'locales');
const files: Record<Language, Record<string, Texts>> = { es: {}, en: {} };
for (const language of LANGUAGES) {
  for (const file of readdirSync(join(LOCALES, language))) {
    files[language][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Texts;
  }
}

/** Every text's key, with its plural suffix taken off (the key a screen asks for). */
function keysOf(texts: unknown, prefix = ''): string[] {
  if (!texts || typeof texts !== 'object' || Array.isArray(texts)) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key.replace(/_(zero|one|two|few|many|other)$/, '')}` : key.replace(/_(zero|one|two|few|many|other)$/, '')));
}

describe('the translator says what i18next said with the store\'s options (decision 0029)', () => {
  it('every text of every locale file, in es and en, with and without a count, and the legal pages as objects', async () => {
    const reference = i18next.createInstance();
    await reference.init({
      resources: files, ns: Object.keys(files.en), defaultNS: 'common', fallbackNS: false, fallbackLng: { es: [], default: ['en'] },
      interpolation: { escapeValue: false }, returnNull: false, initAsync: false,
    });
    const translator = new Translator('en', { texts: files });
    let compared = 0;
    for (const language of LANGUAGES) {
      await reference.changeLanguage(language);
      const ours = translator.inLanguage(language);
      for (const [namespace, texts] of Object.entries(files[language])) {
        for (const key of new Set(keysOf(texts))) {
          // Values for every placeholder but one, which stays as written.
          const values = { name: 'Ana', email: 'ana@example.com', amount: '12,00 €', date: '1/2/2026', minutes: 5, seconds: 30 };
          // A list (a legal page's sections) is asked for as an object; i18next answers a sentence of its own otherwise.
          const list = Array.isArray(key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts));
          const asked = list ? [{ returnObjects: true }, { returnObjects: true, ...values }]
            : [{}, values, { ...values, count: 0 }, { ...values, count: 1 }, { ...values, count: 2 }, { ...values, count: 1_000_000 }, { returnObjects: true, ...values }];
          for (const options of asked) {
            expect(ours.t(namespace, key, options), `${language} ${namespace}:${key} ${JSON.stringify(options)}`)
              .toEqual(reference.t(key, { ns: namespace, ...options } as never));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('plurals by the language\'s rules, interpolation, default values and the key when there is no text', () => {
    const translator = new Translator('es', {
      texts: {
        es: { common: { item_one: '{{count}} artículo', item_other: '{{count}} artículos', item_many: '{{count}} de artículos', hello: 'Hola, {{name}}', nested: { a: ['{{name}}', { b: '{{name}}!' }] } } },
      },
    });
    expect(translator.t('common', 'item', { count: 1 })).toBe('1 artículo');
    expect(translator.t('common', 'item', { count: 3 })).toBe('3 artículos');
    expect(translator.t('common', 'item', { count: 1_000_000 })).toBe('1000000 de artículos');
    expect(translator.t('common', 'hello', { name: 'Ana' })).toBe('Hola, Ana');
    expect(translator.t('common', 'hello')).toBe('Hola, {{name}}');
    expect(translator.t('common', 'hello', { name: null })).toBe('Hola, ');
    expect(translator.t('common', 'nested', { returnObjects: true, name: 'Ana' })).toEqual({ a: ['Ana', { b: 'Ana!' }] });
    expect(translator.t('common', 'missing.key')).toBe('missing.key');
    expect(translator.t('common', 'missing', { defaultValue: 'refunded ({{name}})', name: 'x' })).toBe('refunded (x)');
    expect(translator.t('other', 'hello', { ns: 'common', name: 'Ana' })).toBe('Hola, Ana');
  });

  it('a language switch loads the files in use first and tells its listeners after; a failed file is asked again', async () => {
    const asked: string[] = [];
    let failOnce = true;
    const translator = new Translator('en', {
      load: async (language, namespace) => {
        asked.push(`${language}/${namespace}`);
        if (namespace === 'pages' && failOnce) {
          failOnce = false;
          throw new Error('chunk failed');
        }
        return { title: `${namespace} in ${language}` };
      },
    });
    await translator.loadNamespaces(['common', 'product']);
    await expect(translator.loadNamespaces('pages')).rejects.toThrow('chunk failed');
    await translator.loadNamespaces('pages');
    expect(translator.hasLoaded('pages')).toBe(true);
    const heard: string[] = [];
    translator.subscribe(() => heard.push(`${translator.language}: ${String(translator.t('common', 'title'))}, es files ${['common', 'product', 'pages'].filter((ns) => translator.hasLoaded(ns, 'es')).length}`));
    await translator.changeLanguage('es');
    expect(heard).toEqual(['es: common in es, es files 3']);
    expect(asked).toEqual(['en/common', 'en/product', 'en/pages', 'en/pages', 'es/common', 'es/product', 'es/pages']);
    await translator.loadNamespaces('common');
    expect(asked).toHaveLength(7);
  });

  it('a switch while a file is still loading loads that file in the new language too, before the switch', async () => {
    let arrive: () => void = () => undefined;
    const translator = new Translator('en', {
      load: (language, namespace) => (language === 'en' && namespace === 'product'
        ? new Promise((resolve) => { arrive = () => resolve({ title: 'product in en' }); })
        : Promise.resolve({ title: `${namespace} in ${language}` })),
    });
    await translator.loadNamespaces('common');
    const stillLoading = translator.loadNamespaces('product');
    await translator.changeLanguage('es');
    expect(translator.hasLoaded('product', 'es')).toBe(true);
    expect(translator.t('product', 'title')).toBe('product in es');
    arrive();
    await stillLoading;
  });
});
