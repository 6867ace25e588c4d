/**
 * Configuration: delete the account. A dialog says what is erased and that orders and invoices stay
 * without identity (tax law), asks the password when the account has one, and on success the shopper is
 * signed out everywhere in the app and taken home.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { useNavigate } from 'react-router';
import { ModalDialog } from '../../../../components/ui/modal-dialog.js';
import { announceSession } from '../../../../lib/session.js';
import { deleteAccount } from '../../api/delete-account.js';
import { useAccountAction } from '../../lib/account-action.js';
import { ConfirmStep, dangerButtonClass } from './confirm-step.js';
import { ProfileSection } from './profile-section.js';
import { SignInAgainButton } from './sign-in-again-button.js';

export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection title={t('profile.deleteAccount.title')} icon={Trash2} tone="danger">
      <p className="text-sm text-text-secondary">{t('profile.deleteAccount.text')}</p>
      <button type="button" className={`${dangerButtonClass} self-start`} onClick={() => setOpen(true)} data-open-delete="">
        {t('profile.deleteAccount.open')}
      </button>
      {open && <DeleteAccountDialog hasPassword={hasPassword} onClose={() => setOpen(false)} />}
    </ProfileSection>
  );
}

function DeleteAccountDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose(): void }) {
  const { t } = useTranslation('account');
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);
  const remove = useAccountAction(async (password: string | undefined) => {
    await deleteAccount(password);
    deleted.current = true;
    await navigate('/', { replace: true });
  });
  // Signed out only once the profile has really left the screen: a guard still mounted (React keeps the
  // old page while the home page loads) would otherwise send the shopper to /login. An effect's cleanup,
  // unlike a layout effect's, runs on unmount and not while Suspense merely hides the old page.
  useEffect(() => () => {
    if (deleted.current) void announceSession(queryClient, 'signed-out');
  }, [queryClient]);
  const error = remove.state.name === 'error' ? remove.state : null;

  return (
    <ModalDialog
      aria-labelledby={titleId}
      onClose={() => { if (!remove.isBusy) onClose(); }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card border border-border bg-overlay p-0 shadow-2xl shadow-black/60"
      data-delete-dialog=""
    >
      <div className="flex flex-col gap-3 p-5">
        <h2 id={titleId} className="text-lg font-semibold text-text">{t('profile.deleteAccount.dialogTitle')}</h2>
        <ConfirmStep
          prompt={(
            <div className="flex flex-col gap-2">
              <p>{t('profile.deleteAccount.erasedTitle')}</p>
              <ul className="list-disc pl-5">
                <li>{t('profile.deleteAccount.erasedAccount')}</li>
                <li>{t('profile.deleteAccount.erasedSignIn')}</li>
                <li>{t('profile.deleteAccount.erasedSessions')}</li>
                <li>{t('profile.deleteAccount.erasedNewsletter')}</li>
              </ul>
              <p>{t('profile.deleteAccount.kept')}</p>
              {hasPassword && <p>{t('profile.deleteAccount.passwordPrompt')}</p>}
            </div>
          )}
          askPassword={hasPassword}
          confirmLabel={t('profile.deleteAccount.confirm')}
          busyLabel={t('profile.deleteAccount.deleting')}
          cancelLabel={t('profile.deleteAccount.cancel')}
          busy={remove.isBusy}
          error={error}
          danger
          onConfirm={({ password }) => void remove.run(password)}
          onCancel={onClose}
        />
        {remove.state.name === 'error' && remove.state.needsFreshSignIn && <SignInAgainButton />}
      </div>
    </ModalDialog>
  );
}
