import { describe, expect, it } from 'vitest';
import { withLanguageParam } from './language-detection.js';

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
