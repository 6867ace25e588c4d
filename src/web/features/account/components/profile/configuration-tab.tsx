/**
 * The profile's configuration (§2 Profile; issue "Accounts" items 1 and 3): password, two-step
 * verification, where you're signed in, your data, and deleting the account. Whether the account has a
 * password decides which of them ask for it (decision 32).
 */
import { useTranslation } from '../../../../i18n/react.js';
import { LoadError } from '../../../../components/ui/load-error.js';
import type { SessionUser } from '../../../../lib/session.js';
import { useHasPassword } from '../../api/list-accounts.js';
import { authErrorMessage } from '../../../../lib/auth-problem.js';
import { DeleteAccountSection } from './delete-account-section.js';
import { MyDataSection } from './my-data-section.js';
import { PasswordSection } from './password-section.js';
import { SessionsSection } from './sessions-section.js';
import { TwoFactorSection } from './two-factor-section.js';

export function ConfigurationTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const hasPassword = useHasPassword(user.id);
  if (hasPassword.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <div className="skeleton h-96 rounded-card" />
        <div className="skeleton h-96 rounded-card" />
      </div>
    );
  }
  if (hasPassword.isError) {
    return <LoadError error={new Error(authErrorMessage(t, hasPassword.error))} onRetry={() => void hasPassword.refetch()} />;
  }
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2" data-configuration="">
      <PasswordSection userId={user.id} hasPassword={hasPassword.data} twoFactorEnabled={user.twoFactorEnabled} />
      <TwoFactorSection user={user} hasPassword={hasPassword.data} />
      <SessionsSection userId={user.id} />
      <MyDataSection />
      <DeleteAccountSection hasPassword={hasPassword.data} />
    </div>
  );
}
