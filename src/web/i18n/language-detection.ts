/**
 * Language detection rules (spec §1, I18N-04..06): query string `lng`, cookie, local storage, session
 * storage, browser, html tag; the choice is kept in local storage under `language`. Only es and en exist:
 * a browser's `es-ES` or `en-GB` counts as its language, and anything else (an injected `<script>`, a
 * made-up code) is discarded so the next source decides.
 */
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.js';
import { STORED_ITEMS } from '../../shared/storage-inventory.js';

/** A value no supported language matches: detection skips it and asks the next source. */
const DISCARDED = 'x-discarded';
const LANGUAGE_TAG = /^([a-z]{2})(?:[-_][a-z0-9]{2,8})*$/i;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `es`, `es-ES`, `EN_gb` → the language; every other value → discarded. */
export function normalizeDetectedLanguage(value: string): string {
  const match = LANGUAGE_TAG.exec(value.trim());
  const base = match?.[1]?.toLowerCase();
  return isLanguage(base) ? base : DISCARDED;
}

export const LANGUAGE_STORAGE_KEY = STORED_ITEMS.language.name;
const LANGUAGE_QUERY_PARAM = 'lng';

/** Where the reader's language may be read, in the browser. */
export interface LanguageSources {
  search: string;
  cookie: string;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** navigator.languages, most preferred first. */
  navigator: readonly string[];
  htmlLang?: string;
}

function cookieValue(cookie: string, name: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The reader's language: the first source, in the order of I18N-04 (query string `lng`, cookie, local
 * storage, session storage, the browser's languages, the html tag), that names es or en; en otherwise.
 */
export function detectLanguage(sources: LanguageSources): Language {
  const candidates = [
    new URLSearchParams(sources.search).get(LANGUAGE_QUERY_PARAM),
    cookieValue(sources.cookie, LANGUAGE_STORAGE_KEY),
    sources.localStorage,
    sources.sessionStorage,
    ...sources.navigator,
    sources.htmlLang,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const language = normalizeDetectedLanguage(candidate);
    if (isLanguage(language)) return language;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The query string with its `lng` naming `language`, or null when it names none (nothing to change).
 * The address keeps `lng` rather than dropping it: a shared link then opens in the language shown.
 */
export function withLanguageParam(search: string, language: Language): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(LANGUAGE_QUERY_PARAM)) return null;
  params.set(LANGUAGE_QUERY_PARAM, language);
  return `?${params.toString()}`;
}
