/**
 * /resetpassword (ROUTE-03, issue 5): without a token, ask for the mailed link (the answer never says
 * whether the address has an account); with the link's token, the set-new-password form of decision 32
 * without the current password. Success signs every session out, so the shopper signs in again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { Link, useSearchParams } from 'react-router';
import { FormMessage, SubmitButton, TextField } from '../../components/ui/form.js';
import { AuthCard } from '../../features/account/components/auth-card.js';
import { NewPasswordForm } from '../../features/account/components/new-password-form.js';
import { useFormProblem } from '../../features/account/lib/use-form-problem.js';
import { authCall } from '../../lib/auth-api.js';
import { announceSession } from '../../lib/session.js';

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const [done, setDone] = useState(false);

  if (token) {
    return (
      <AuthCard title={t('reset.title')} lead={t('reset.newLead')} page="resetPassword" footer={done ? undefined : <Link to="/login" className="text-link">{t('reset.backToLogin')}</Link>}>
        <NewPasswordForm
          askCurrent={false}
          onSubmit={({ newPassword }) => authCall('auth/reset-password', { newPassword, token })}
          onSuccess={() => {
            setDone(true);
            void announceSession(queryClient, 'password-recovery');
          }}
          successMessage={t('reset.done')}
        />
        {done && <Link to="/login" className="btn-primary">{t('reset.toLogin')}</Link>}
      </AuthCard>
    );
  }
  return <RequestLink invalid={params.get('error') === 'INVALID_TOKEN'} />;
}

function RequestLink({ invalid }: { invalid: boolean }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = useFormProblem({ email: 'email' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim();
    if (!address) {
      problem.show(t('errors.INVALID_EMAIL'), 'email');
      return;
    }
    setBusy(true);
    problem.clear();
    try {
      await authCall('auth/request-password-reset', { email: address, redirectTo: `${window.location.origin}/resetpassword` });
      setSentTo(address);
    } catch (failure) {
      problem.fail(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('reset.title')} lead={t('reset.requestLead')} page="resetPassword" footer={<Link to="/login" className="text-link">{t('reset.backToLogin')}</Link>}>
      {invalid && <FormMessage kind="error">{t('errors.INVALID_TOKEN')}</FormMessage>}
      {sentTo ? (
        <FormMessage kind="success">{t('reset.sent', { email: sentTo })}</FormMessage>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-form="reset-request">
          <TextField label={t('fields.email')} type="email" name="email" autoComplete="email" inputMode="email" value={email} onChange={(event) => setEmail(event.target.value)} error={problem.at('email')} required />
          {problem.form && <FormMessage kind="error">{problem.form}</FormMessage>}
          <SubmitButton busy={busy} busyLabel={t('login.sending')}>{t('reset.send')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
