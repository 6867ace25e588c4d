/**
 * The storefront's translator (decision 0029): the part of i18next the store uses, in about 1 KB of gzip
 * JavaScript instead of i18next, react-i18next and its language detector (20 KB on every first visit).
 * The server draws pages with it too, so what it draws and what the browser hydrates are the same texts
 * by construction.
 *
 * What it does, as i18next does it with the store's options (i18n.ts before decision 0029):
 * - texts by namespace (a locale file each) and dotted key, in the reader's language only: both files
 *   have the same keys (locales.test.ts), so there is no fallback language to look in;
 * - `{{name}}` interpolation, never escaped (React escapes); a name the call does not give stays as written;
 * - plurals by `count`, `key_one` / `key_other` / `key_many` as Intl.PluralRules names them;
 * - `returnObjects` for a subtree (the legal pages' sections), every string in it interpolated;
 * - `defaultValue`, and the key itself when there is no text;
 * - namespaces loaded on demand, and a language switch that loads the new language's files first.
 */
import type { Language } from '../../shared/constants.js';

export type Texts = Record<string, unknown>;
/** Reads one namespace's file in one language. */
export type LoadTexts = (language: Language, namespace: string) => Promise<Texts>;

export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  returnObjects?: boolean;
  ns?: string;
  [value: string]: unknown;
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function interpolate(text: string, values: TranslateOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (written, name: string) => {
    if (!Object.hasOwn(values, name)) return written;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function interpolateAll(value: unknown, values: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateAll(item, values)]));
  }
  return value;
}

function find(texts: Texts | undefined, key: string): unknown {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

export class Translator {
  private current: Language;
  private readonly texts = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private readonly used = new Set<string>();
  /** Every namespace asked for, loaded or still loading: a language switch loads them all first (as i18next does). */
  private readonly wanted = new Set<string>();

  /**
   * `texts`: files already at hand, by language and namespace (the server has every one); `load`: how the
   * others are read (the browser's chunks).
   */
  constructor(language: Language, private readonly options: { texts?: Partial<Record<Language, Record<string, Texts>>>; load?: LoadTexts } = {}) {
    this.current = language;
    for (const [lang, namespaces] of Object.entries(options.texts ?? {})) {
      for (const [namespace, texts] of Object.entries(namespaces ?? {})) {
        this.texts.set(`${lang}/${namespace}`, texts);
        if (lang === language) this.wanted.add(namespace);
      }
    }
  }

  /** The reader's language, es or en (i18next's `language` and `resolvedLanguage` alike). */
  get language(): Language {
    return this.current;
  }

  get resolvedLanguage(): Language {
    return this.current;
  }

  /** Another translator with the same files in another language (one per server drawing). */
  inLanguage(language: Language): Translator {
    const copy = new Translator(language, { load: this.options.load });
    for (const [file, texts] of this.texts) copy.texts.set(file, texts);
    return copy;
  }

  hasLoaded(namespace: string, language: Language = this.current): boolean {
    return this.texts.has(`${language}/${namespace}`);
  }

  /** Loads the namespaces' files in the language (the reader's by default); a file loads once. */
  loadNamespaces(namespaces: string | readonly string[], language: Language = this.current): Promise<void> {
    const asked = typeof namespaces === 'string' ? [namespaces] : namespaces;
    for (const namespace of asked) this.wanted.add(namespace);
    const missing = asked.filter((namespace) => !this.hasLoaded(namespace, language));
    return Promise.all(missing.map((namespace) => this.loadFile(language, namespace))).then(() => undefined);
  }

  private loadFile(language: Language, namespace: string): Promise<void> {
    const file = `${language}/${namespace}`;
    let loading = this.loading.get(file);
    if (!loading) {
      const load = this.options.load;
      loading = (load ? load(language, namespace) : Promise.resolve({})).then(
        (texts) => {
          this.texts.set(file, texts);
        },
        (error: unknown) => {
          // The next asker tries again (a chunk that failed to download).
          this.loading.delete(file);
          throw error;
        },
      );
      this.loading.set(file, loading);
    }
    return loading;
  }

  /**
   * Switches language once the new language's files for every namespace asked for so far (loaded or still
   * loading) are here: no screen suspends, or flashes untranslated, because of the switch.
   */
  async changeLanguage(language: Language): Promise<void> {
    await this.loadNamespaces([...this.wanted], language);
    if (language === this.current) return;
    this.current = language;
    for (const listener of this.listeners) listener();
  }

  /** Called after every language switch; answers its unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Notes a namespace a screen uses: the server tells the browser to load them before it hydrates. */
  use(namespace: string): void {
    this.used.add(namespace);
  }

  usedNamespaces(): string[] {
    return [...this.used];
  }

  t(namespace: string, key: string, options: TranslateOptions = {}): unknown {
    const texts = this.texts.get(`${this.current}/${options.ns ?? namespace}`);
    let value: unknown;
    if (typeof options.count === 'number') {
      value = find(texts, `${key}_${pluralOf(this.current, options.count)}`);
    }
    if (value === undefined) value = find(texts, key);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined && value !== null && options.returnObjects) return interpolateAll(value, options);
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  }
}
