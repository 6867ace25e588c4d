/**
 * Changing the language while signed in saves it on the account (issue 9 §6), so the next mail (a code,
 * a reset link, a security notice) comes in the language the shopper now reads the store in. Signing in
 * and every session read already carry the language (LANGUAGE_HEADER); this covers the toggle itself.
 */
import { useEffect, useRef } from 'react';
import type { Language } from '../../../shared/constants.js';
import { useLanguage } from '../../i18n/use-language.js';
import { authCall } from '../../lib/auth-api.js';
import { useSession } from '../../lib/session.js';

export function useAccountLanguage(): void {
  const session = useSession();
  const language = useLanguage();
  const userId = session.user?.id;
  const saved = useRef<{ userId: string; language: Language } | null>(null);

  useEffect(() => {
    if (!userId) {
      saved.current = null;
      return;
    }
    // The first language seen for this account came with its session read: the server stored it then.
    if (saved.current?.userId !== userId) {
      saved.current = { userId, language };
      return;
    }
    if (saved.current.language === language) return;
    saved.current = { userId, language };
    // A failure costs nothing lasting: the next session read carries the language again.
    authCall('auth/update-user', { language }).catch(() => undefined);
  }, [userId, language]);
}
