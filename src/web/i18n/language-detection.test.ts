import { describe, expect, it } from 'vitest';
import { detectLanguage, withLanguageParam } from './language-detection.js';

describe('withLanguageParam (I18N-02, issue 13 §5)', () => {
  it('names the new language in an address that had ?lng=, keeping the other parameters', () => {
    expect(withLanguageParam('?lng=es', 'en')).toBe('?lng=en');
    expect(new URLSearchParams(withLanguageParam('?platform=Steam&lng=en&genre=rpg', 'es')!).toString())
      .toBe(new URLSearchParams({ platform: 'Steam', lng: 'es', genre: 'rpg' }).toString());
  });

  it('leaves an address without ?lng= alone', () => {
    expect(withLanguageParam('', 'en')).toBeNull();
    expect(withLanguageParam('?id=3', 'es')).toBeNull();
  });
});

describe('detectLanguage (I18N-04..06)', () => {
  const none = { search: '', cookie: '', localStorage: null, sessionStorage: null, navigator: [] as string[], htmlLang: '' };
  it('takes the first source that names es or en, in the order query string, cookie, local storage, session storage, browser, html tag', () => {
    const all = { search: '?lng=es', cookie: 'a=1; language=en', localStorage: 'es', sessionStorage: 'en', navigator: ['es-ES'], htmlLang: 'en' };
    expect(detectLanguage(all)).toBe('es');
    expect(detectLanguage({ ...all, search: '' })).toBe('en');
    expect(detectLanguage({ ...all, search: '', cookie: '' })).toBe('es');
    expect(detectLanguage({ ...none, sessionStorage: 'en', navigator: ['es'] })).toBe('en');
    expect(detectLanguage({ ...none, navigator: ['fr-FR', 'es-MX', 'en'] })).toBe('es');
    expect(detectLanguage({ ...none, htmlLang: 'es' })).toBe('es');
  });

  it('skips what names no store language (a made-up code, an injected script) and falls back to en', () => {
    expect(detectLanguage({ ...none, search: '?lng=<script>', localStorage: 'xx', navigator: ['fr'], htmlLang: 'es' })).toBe('es');
    expect(detectLanguage({ ...none, cookie: 'language=%E0%A4%A', navigator: ['de-DE'] })).toBe('en');
    expect(detectLanguage(none)).toBe('en');
  });
});
