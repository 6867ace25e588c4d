/**
 * Configuration: where the shopper is signed in. Each session with its browser and system in simple words,
 * address, last activity and sign-in time; this browser marked; any other one can be signed out, or all of
 * them at once. Better Auth lists sessions only for a sign-in from the last day: older ones are asked to
 * sign in again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { FormMessage } from '../../../../components/ui/form.js';
import { LoadError } from '../../../../components/ui/load-error.js';
import { revokeOtherSessions, revokeSession, sessionsKey, useActiveSessions } from '../../api/list-sessions.js';
import { authErrorMessage } from '../../../../lib/auth-problem.js';
import { needsFreshSignIn, useAccountAction } from '../../lib/account-action.js';
import { ProfileSection } from './profile-section.js';
import { SessionRow } from './session-row.js';
import { SignInAgainButton } from './sign-in-again-button.js';

type Done = 'one' | 'others';

export function SessionsSection({ userId }: { userId: string }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const sessions = useActiveSessions(userId);
  const [target, setTarget] = useState<string | null>(null);
  const action = useAccountAction(async (kind: Done, token?: string): Promise<Done> => {
    await (kind === 'one' ? revokeSession(token!) : revokeOtherSessions());
    await queryClient.invalidateQueries({ queryKey: sessionsKey(userId) });
    return kind;
  });

  const signOut = (kind: Done, token?: string) => {
    setTarget(token ?? null);
    void action.run(kind, token);
  };

  const others = sessions.data?.filter((session) => !session.isCurrent) ?? [];
  return (
    <ProfileSection id="sessions" title={t('profile.sessions.title')} icon={MonitorSmartphone} className="lg:col-span-2">
      <p className="text-sm text-text-secondary">{t('profile.sessions.intro')}</p>
      {sessions.isPending && <div className="skeleton h-24 rounded-control" aria-hidden="true" />}
      {sessions.isError && (needsFreshSignIn(sessions.error) ? (
        <>
          <FormMessage kind="info">{authErrorMessage(t, sessions.error)}</FormMessage>
          <SignInAgainButton />
        </>
      ) : (
        <LoadError error={new Error(authErrorMessage(t, sessions.error))} onRetry={() => void sessions.refetch()} />
      ))}
      {sessions.data && (
        <ul className="flex flex-col gap-2" data-sessions="">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={action.isBusy && target === session.token}
              disabled={action.isBusy}
              onSignOut={() => signOut('one', session.token)}
            />
          ))}
        </ul>
      )}
      {action.state.name === 'error' && <FormMessage kind="error">{action.state.message}</FormMessage>}
      {action.state.name === 'error' && action.state.needsFreshSignIn && <SignInAgainButton />}
      {action.state.name === 'success' && (
        <FormMessage kind="success">{action.state.result === 'one' ? t('profile.sessions.signedOut') : t('profile.sessions.othersSignedOut')}</FormMessage>
      )}
      {sessions.data && (others.length > 0 ? (
        <button
          type="button"
          className="btn-secondary self-start"
          disabled={action.isBusy}
          aria-busy={(action.isBusy && target === null) || undefined}
          onClick={() => signOut('others')}
        >
          {action.isBusy && target === null ? t('profile.sessions.signingOut') : t('profile.sessions.signOutOthers')}
        </button>
      ) : (
        <p className="text-sm text-text-secondary" data-only-this-device="">{t('profile.sessions.onlyThisDevice')}</p>
      ))}
    </ProfileSection>
  );
}
