/** Product and news texts in the reader's language, falling back to the other one (decision 4, I18N-08). */
import type { Language } from '../../shared/constants.js';

export interface LocalizedText {
  es: string;
  en: string;
}

export function localized(text: LocalizedText, language: Language): string {
  const other: Language = language === 'es' ? 'en' : 'es';
  const wanted = text[language]?.trim();
  return wanted ? text[language] : text[other];
}

export function localizedList(list: { es: string[]; en: string[] }, language: Language): string[] {
  const other: Language = language === 'es' ? 'en' : 'es';
  return list[language]?.length ? list[language] : list[other];
}
