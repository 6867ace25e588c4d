/**
 * i18next for the storefront: es and en, fallback en (spec §1). Every locale file is a chunk of its own:
 * only the reader's language of `common` (the shell, home, cards) loads at start; `pages` (news and
 * static pages) and any other namespace load with the first screen that asks for them. Switching
 * language loads the other files before the switch, so nothing flashes untranslated.
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.js';
import { detectionOptions, isLanguage } from './language-detection.js';

const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then((module) => callback(null, module.default), (error: Error) => callback(error, null));
  },
};

export const i18n = i18next.createInstance();

/** Resolves once the reader's language is known and its `common` texts are loaded. */
export const i18nReady: Promise<unknown> = i18n
  .use(LanguageDetector)
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: false,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Unsupported languages fall back to en (§1). Spanish has no fallback: its files are complete (a unit
    // test checks both languages have the same keys), so a Spanish reader never downloads English texts.
    fallbackLng: { es: [], default: [FALLBACK_LANGUAGE] },
    detection: detectionOptions,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** The reader's language, always es or en. */
export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;
}

/** Keeps <html lang> in step with the interface (screen readers, hyphenation). */
function syncHtmlLang(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}
syncHtmlLang();
i18n.on('languageChanged', syncHtmlLang);

/** The language toggle (I18N-02): es ⇄ en; the detector stores the choice under `language` (I18N-05). */
export function switchLanguage(): Promise<unknown> {
  return i18n.changeLanguage(currentLanguage() === 'es' ? 'en' : 'es');
}
