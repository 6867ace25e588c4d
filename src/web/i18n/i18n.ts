/**
 * The storefront's translations in the browser: es and en, fallback en (spec §1), with the store's own
 * translator (decision 0029). Every locale file is a chunk of its own: only the reader's language of
 * `common` (the shell, home, cards) loads at start; `pages` (news and static pages) and any other
 * namespace load with the first screen that asks for them. Switching language loads the other files
 * before the switch, so nothing flashes untranslated.
 */
import { FALLBACK_LANGUAGE, type Language } from '../../shared/constants.js';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './language-detection.js';
import { type Texts, Translator } from './translator.js';

/** The server draws pages with translators of its own (entry-server.tsx); there, this module is imported but idle. */
const inBrowser = typeof window !== 'undefined';

const localeFiles = import.meta.glob<{ default: Texts }>('../locales/*/*.json');

/** Local or session storage's item, or nothing when the browser refuses storage (private modes, policies). */
function stored(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The choice is kept in local storage (I18N-05), as soon as it is known. */
function keep(language: Language): void {
  if (!inBrowser) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
}

function detect(): Language {
  if (!inBrowser) return FALLBACK_LANGUAGE;
  return detectLanguage({
    search: window.location.search,
    cookie: document.cookie,
    localStorage: stored(() => localStorage),
    sessionStorage: stored(() => sessionStorage),
    navigator: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.lang,
  });
}

export const i18n = new Translator(detect(), {
  load: async (language, namespace) => {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    return load ? (await load()).default : {};
  },
});
keep(i18n.language);

/** Resolves once the reader's `common` texts are loaded (in the browser: the server has its own translators). */
export const i18nReady: Promise<unknown> = inBrowser ? i18n.loadNamespaces('common') : Promise.resolve();

/** The reader's language, always es or en. */
export function currentLanguage(): Language {
  return i18n.language;
}

/** Keeps <html lang> in step with the interface (screen readers, hyphenation). */
function syncHtmlLang(): void {
  if (inBrowser) document.documentElement.lang = currentLanguage();
}
syncHtmlLang();
i18n.subscribe(() => {
  keep(i18n.language);
  syncHtmlLang();
});

/** The language toggle (I18N-02): es ⇄ en, the choice stored under `language` (I18N-05). */
export function switchLanguage(): Promise<unknown> {
  return i18n.changeLanguage(currentLanguage() === 'es' ? 'en' : 'es');
}
