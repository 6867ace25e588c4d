/**
 * Configuration: the set-new-password form (PROF-21, PROF-22, decision 32). An account with a password
 * confirms the current one and changes it, signing out its other devices; one without (made by e-mailed
 * code or a social sign-in) sets its first password, with the authenticator app's code when two-factor is on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useTranslation } from '../../../../i18n/react.js';
import { announceSession } from '../../../../lib/session.js';
import { changePassword, setFirstPassword } from '../../api/change-password.js';
import { signInMethodsKey } from '../../api/list-accounts.js';
import { sessionsKey } from '../../api/list-sessions.js';
import { NewPasswordForm, type NewPasswordValues } from '../new-password-form.js';
import { ProfileSection } from './profile-section.js';

export function PasswordSection({ userId, hasPassword, twoFactorEnabled }: { userId: string; hasPassword: boolean; twoFactorEnabled: boolean }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();

  const save = ({ currentPassword, newPassword, code }: NewPasswordValues) =>
    hasPassword ? changePassword(currentPassword ?? '', newPassword) : setFirstPassword(newPassword, code);

  const saved = () => {
    void announceSession(queryClient, 'user-updated');
    void queryClient.invalidateQueries({ queryKey: signInMethodsKey(userId) });
    void queryClient.invalidateQueries({ queryKey: sessionsKey(userId) });
  };

  return (
    <ProfileSection title={t('profile.password.title')} icon={KeyRound}>
      <p className="text-sm text-text-secondary">{hasPassword ? t('profile.password.changeIntro') : t('profile.password.setIntro')}</p>
      {/* A first password with two-factor on also takes the app's code: a session alone must not set it. */}
      <NewPasswordForm askCurrent={hasPassword} askCode={!hasPassword && twoFactorEnabled} onSubmit={save} onSuccess={saved} />
    </ProfileSection>
  );
}
