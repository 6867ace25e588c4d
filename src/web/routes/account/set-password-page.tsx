/**
 * /setpassword (ROUTE-02, decision 32): an account made by e-mailed code or social sign-in sets its first
 * password, without a current one. A visitor is asked to sign in first (by code: that proves the address);
 * an account that already has a password is sent to its configuration to change it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react.js';
import { Link } from 'react-router';
import { FormMessage } from '../../components/ui/form.js';
import { AuthCard } from '../../features/account/components/auth-card.js';
import { NewPasswordForm } from '../../features/account/components/new-password-form.js';
import { PageFallback } from '../../app/layout/page-fallback.js';
import { setFirstPassword } from '../../features/account/api/change-password.js';
import { authCall } from '../../lib/auth-api.js';
import { announceSession, useSession } from '../../lib/session.js';

export default function SetPasswordPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id;
  const accounts = useQuery({
    queryKey: ['accounts', userId],
    queryFn: () => authCall<{ providerId: string }[]>('auth/list-accounts'),
    enabled: Boolean(userId),
  });

  if (session.status === 'loading' || (userId && accounts.isPending)) return <PageFallback />;
  if (!session.user) {
    return (
      <AuthCard title={t('setPassword.title')} lead={t('setPassword.signInFirst')} page="setPassword">
        <Link to="/login?redirect=%2Fsetpassword" className="btn-primary">{t('setPassword.toLogin')}</Link>
      </AuthCard>
    );
  }
  const hasPassword = accounts.data?.some((account) => account.providerId === 'credential') ?? false;
  if (hasPassword) {
    return (
      <AuthCard title={t('setPassword.title')} page="setPassword">
        <FormMessage kind="info">{t('setPassword.alreadySet')}</FormMessage>
        <Link to="/profile?tab=configuration" className="btn-primary">{t('setPassword.toConfiguration')}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('setPassword.title')} lead={t('setPassword.lead', { email: session.user.email })} page="setPassword">
      <NewPasswordForm
        askCurrent={false}
        askCode={session.user.twoFactorEnabled}
        onSubmit={({ newPassword, code }) => setFirstPassword(newPassword, code)}
        onSuccess={() => void announceSession(queryClient, 'user-updated')}
      />
    </AuthCard>
  );
}
