import { useTranslation } from './react.js';
import { FALLBACK_LANGUAGE, type Language } from '../../shared/constants.js';
import { isLanguage } from './language-detection.js';

/** The reader's language (es or en), re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;
}
