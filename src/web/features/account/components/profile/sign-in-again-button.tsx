/**
 * Listing sessions, and deleting an account that has no password, need a sign-in from the last day
 * (Better Auth's fresh-session rule). This signs the shopper out; the profile's guard then opens the login
 * page with `redirect` set to this address, so signing in brings them back to the configuration tab.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { authCall } from '../../../../lib/auth-api.js';
import { announceSession } from '../../../../lib/session.js';

export function SignInAgainButton() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const signInAgain = async () => {
    setBusy(true);
    // A failed sign-out still goes on to the login page: the session it could not end is stale anyway.
    await authCall('auth/sign-out', {}).catch(() => undefined);
    await announceSession(queryClient, 'signed-out');
  };
  return (
    <button type="button" className="btn-secondary self-start" disabled={busy} aria-busy={busy || undefined} onClick={() => void signInAgain()}>
      <LogIn aria-hidden="true" className="size-4" />
      {t('profile.sessions.signInAgain')}
    </button>
  );
}
