/**
 * The language the page is shown in, for code outside React (the account calls): `<html lang>`, which
 * i18n.ts keeps in step with the interface. Read from the document rather than the translator so
 * the calls' module stays free of its start-up (and testable without a browser).
 */
import { FALLBACK_LANGUAGE, type Language } from '../../shared/constants.js';
import { isLanguage } from './language-detection.js';

export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : FALLBACK_LANGUAGE;
}
