/**
 * Configuration: two-step verification with an authenticator app (TOTP). Off: turn it on (password first
 * when the account has one) → scan and confirm a code → the backup codes, once. On: new backup codes, or
 * turn it off (password when the account has one). The session is re-read after each change, so the menu
 * and the other tabs follow (AUTH-02).
 */
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { FormMessage } from '../../../../components/ui/form.js';
import { announceSession, type SessionUser } from '../../../../lib/session.js';
import { sessionsKey } from '../../api/list-sessions.js';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, generateBackupCodes, type TwoFactorSetup as Setup } from '../../api/two-factor.js';
import { useAccountAction } from '../../lib/account-action.js';
import { BackupCodes } from './backup-codes.js';
import { ConfirmStep, dangerButtonClass, type ConfirmProof } from './confirm-step.js';
import { ProfileSection } from './profile-section.js';
import { TwoFactorSetup } from './two-factor-setup.js';

type Step =
  | { name: 'status'; notice?: 'enabled' | 'disabled' }
  | { name: 'confirm'; action: 'enable' | 'disable' | 'codes' }
  | { name: 'setup'; setup: Setup }
  | { name: 'codes'; codes: readonly string[]; justEnabled?: boolean };

export function TwoFactorSection({ user, hasPassword }: { user: SessionUser; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const action = useAccountAction(async (run: () => Promise<void>) => run());

  // Turning it on or off replaces this browser's session (Better Auth): re-read it and the session list.
  const sessionChanged = async () => {
    await announceSession(queryClient, 'user-updated');
    void queryClient.invalidateQueries({ queryKey: sessionsKey(user.id) });
  };

  const go = (next: Step) => {
    action.reset();
    setStep(next);
  };

  const confirm = (kind: 'enable' | 'disable' | 'codes', { password, code }: ConfirmProof) => void action.run(async () => {
    if (kind === 'enable') {
      setStep({ name: 'setup', setup: await enableTwoFactor(password) });
    } else if (kind === 'disable') {
      await disableTwoFactor(password === undefined ? { code } : { password });
      await sessionChanged();
      setStep({ name: 'status', notice: 'disabled' });
    } else {
      setStep({ name: 'codes', codes: await generateBackupCodes(password) });
    }
  });

  const confirmCode = (setup: Setup, code: string) => void action.run(async () => {
    await confirmTwoFactor(code);
    await sessionChanged();
    setStep({ name: 'codes', codes: setup.backupCodes, justEnabled: true });
  });

  const status = user.twoFactorEnabled
    ? <span className="rounded-full border border-success/60 px-2 py-0.5 text-xs font-semibold text-success" data-two-factor-status="on">{t('profile.twoFactor.on')}</span>
    : <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-text-secondary" data-two-factor-status="off">{t('profile.twoFactor.off')}</span>;
  const error = action.state.name === 'error' ? action.state : null;

  return (
    <ProfileSection title={t('profile.twoFactor.title')} icon={ShieldCheck} aside={status}>
      {step.name === 'status' && (
        <>
          <p className="text-sm text-text-secondary">{user.twoFactorEnabled ? t('profile.twoFactor.introOn') : t('profile.twoFactor.introOff')}</p>
          {step.notice && <FormMessage kind="success">{t(`profile.twoFactor.${step.notice}`)}</FormMessage>}
          {error && <FormMessage kind="error">{error.message}</FormMessage>}
          <div className="flex flex-wrap gap-2">
            {user.twoFactorEnabled ? (
              <>
                <button type="button" className="btn-secondary" onClick={() => go({ name: 'confirm', action: 'codes' })}>{t('profile.twoFactor.newCodes')}</button>
                <button type="button" className={dangerButtonClass} onClick={() => go({ name: 'confirm', action: 'disable' })}>{t('profile.twoFactor.disable')}</button>
              </>
            ) : (
              <button
                type="button"
                className="btn-primary"
                disabled={action.isBusy}
                aria-busy={action.isBusy || undefined}
                // Without a password there is nothing to ask first: straight to the QR code.
                onClick={() => (hasPassword ? go({ name: 'confirm', action: 'enable' }) : confirm('enable', {}))}
              >
                {action.isBusy ? t('profile.twoFactor.working') : t('profile.twoFactor.enable')}
              </button>
            )}
          </div>
        </>
      )}
      {step.name === 'confirm' && (
        <ConfirmStep
          prompt={<ConfirmPrompt action={step.action} hasPassword={hasPassword} />}
          askPassword={hasPassword}
          // Without a password, turning it off takes the app's current code (issue 9 §1).
          askCode={!hasPassword && step.action === 'disable'}
          confirmLabel={step.action === 'disable' ? t('profile.twoFactor.disable') : step.action === 'codes' ? t('profile.twoFactor.newCodes') : t('profile.twoFactor.continue')}
          busyLabel={t('profile.twoFactor.working')}
          cancelLabel={t('profile.twoFactor.cancel')}
          busy={action.isBusy}
          error={error}
          danger={step.action === 'disable'}
          onConfirm={(proof) => confirm(step.action, proof)}
          onCancel={() => go({ name: 'status' })}
        />
      )}
      {step.name === 'setup' && (
        <TwoFactorSetup
          totpURI={step.setup.totpURI}
          busy={action.isBusy}
          error={error?.message}
          onConfirm={(code) => confirmCode(step.setup, code)}
          onCancel={() => go({ name: 'status' })}
        />
      )}
      {step.name === 'codes' && (
        <>
          {step.justEnabled && <FormMessage kind="success">{t('profile.twoFactor.enabled')}</FormMessage>}
          <BackupCodes codes={step.codes} email={user.email} onDone={() => go({ name: 'status' })} />
        </>
      )}
    </ProfileSection>
  );
}

function ConfirmPrompt({ action, hasPassword }: { action: 'enable' | 'disable' | 'codes'; hasPassword: boolean }) {
  const { t } = useTranslation('account');
  if (action === 'enable') return <p>{t('profile.twoFactor.passwordPrompt')}</p>;
  return (
    <>
      <p>{t(action === 'disable' ? 'profile.twoFactor.disablePrompt' : 'profile.twoFactor.newCodesPrompt')}</p>
      {action === 'disable' && !hasPassword && <p className="mt-2">{t('profile.twoFactor.codePrompt')}</p>}
    </>
  );
}
