import { describe, expect, it } from 'vitest';
import { pickLanguage } from './page-language.js';

describe('pickLanguage (I18N-03, I18N-04 on the server)', () => {
  it('prefers lng, then the cookie, then Accept-Language, then en', () => {
    expect(pickLanguage('es', 'i18next=en', 'en')).toBe('es');
    expect(pickLanguage(undefined, 'a=b; i18next=es', 'en')).toBe('es');
    expect(pickLanguage(undefined, undefined, 'fr-FR,es;q=0.8,en;q=0.5')).toBe('es');
    expect(pickLanguage(undefined, undefined, 'en;q=0.2,es;q=0.9')).toBe('es');
    expect(pickLanguage(undefined, undefined, 'de-DE')).toBe('en');
  });

  it('I18N-06: ignores values that are not a supported language', () => {
    expect(pickLanguage('<script>', 'i18next=<img>', undefined)).toBe('en');
  });
});
