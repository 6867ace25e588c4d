/**
 * An unverified address must be verified before the first purchase (issue "Accounts"): the notice says so
 * and can send a new link, which brings the shopper back here (`returnTo`: the profile, or the checkout). A link that failed comes back as ?error=.
 */
import { MailWarning } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { useSearchParams } from 'react-router';
import { FormMessage } from '../../../../components/ui/form.js';
import { sendVerificationEmail } from '../../api/send-verification-email.js';
import { useAccountAction } from '../../lib/account-action.js';

export function EmailVerificationNotice({ email, returnTo }: { email: string; returnTo?: string }) {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const titleId = useId();
  const resend = useAccountAction(sendVerificationEmail);
  const linkFailed = params.has('error') && resend.state.name === 'idle';
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card border border-warning/60 bg-raised p-4 md:p-5" data-verify-email="">
      <div className="flex items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="font-semibold text-text">{t('profile.verifyEmail.title')}</h2>
          <p className="text-sm text-text-secondary [overflow-wrap:anywhere]">{t('profile.verifyEmail.text', { email })}</p>
        </div>
      </div>
      {linkFailed && <FormMessage kind="error">{t('errors.INVALID_TOKEN')}</FormMessage>}
      {resend.state.name === 'error' && <FormMessage kind="error">{resend.state.message}</FormMessage>}
      {resend.state.name === 'success' && <FormMessage kind="success">{t('profile.verifyEmail.sent', { email })}</FormMessage>}
      <button
        type="button"
        className="btn-secondary self-start"
        disabled={resend.isBusy}
        aria-busy={resend.isBusy || undefined}
        onClick={() => void resend.run(email, returnTo)}
      >
        {resend.isBusy ? t('profile.verifyEmail.sending') : t('profile.verifyEmail.resend')}
      </button>
    </section>
  );
}
