/** The language the server renders a page in: `lng`, else the language cookie, else Accept-Language, else en (§1). */
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../shared/constants.js';

const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

export function pickLanguage(lng: string | undefined, cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(lng)) return lng;
  const cookie = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === 'i18next')?.[1];
  if (isLanguage(cookie)) return cookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { language: tag.slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? FALLBACK_LANGUAGE;
}
