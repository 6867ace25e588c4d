/**
 * An operator without two-factor sees this before anything else (decision 0020): the profile's own
 * two-factor section, then a button to the back office once it is on (after the backup codes are seen).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../web/i18n/react.js';
import { TwoFactorSection } from '../../web/features/account/components/profile/two-factor-section.js';
import { useHasPassword } from '../../web/features/account/api/list-accounts.js';
import { useSession } from '../../web/lib/session.js';
import { PageIntro } from '../../web/components/ui/page-intro.js';
import { ADMIN_ACCESS_KEY } from '../admin-entry.js';

export function TwoFactorEnrolment() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const session = useSession();
  const hasPassword = useHasPassword(session.user?.id ?? '');
  if (!session.user || hasPassword.isPending) return <div className="skeleton h-48 w-full rounded-card" aria-hidden="true" />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageIntro title={t('twoFactor.title')} lead={t('twoFactor.lead')} />
      <TwoFactorSection user={session.user} hasPassword={hasPassword.data ?? false} />
      {session.user.twoFactorEnabled && (
        <button type="button" className="btn-primary self-start" onClick={() => void queryClient.invalidateQueries({ queryKey: ADMIN_ACCESS_KEY })}>
          {t('twoFactor.continue')}
        </button>
      )}
    </div>
  );
}
