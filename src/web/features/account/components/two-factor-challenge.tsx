/**
 * The second step of any sign-in once two-factor is on (issue 5): the 6-digit code of the authenticator
 * app, or one of the backup codes; "trust this device" skips the step on this browser for 30 days. When
 * the step has expired (10 minutes) the shopper starts again.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeField, FormMessage, SubmitButton, TextField } from '../../../components/ui/form.js';
import { authCall, authErrorCode, authErrorMessage } from '../../../lib/auth-api.js';

interface TwoFactorChallengeProps {
  onVerified(): Promise<void>;
  restartTo: string;
}

export function TwoFactorChallenge({ onVerified, restartTo }: TwoFactorChallengeProps) {
  const { t } = useTranslation('account');
  const [mode, setMode] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; expired: boolean } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = code.trim();
    if (!value) {
      setError({ message: t(mode === 'totp' ? 'errors.INVALID_CODE' : 'errors.INVALID_BACKUP_CODE'), expired: false });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const path = mode === 'totp' ? 'auth/two-factor/verify-totp' : 'auth/two-factor/verify-backup-code';
      await authCall(path, { code: value, trustDevice: trust });
      await onVerified();
    } catch (failure) {
      const code = authErrorCode(failure);
      setError({ message: authErrorMessage(t, failure), expired: code === 'INVALID_TWO_FACTOR_COOKIE' });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-form="two-factor" data-mode={mode}>
      {mode === 'totp' ? (
        <CodeField key="totp" label={t('fields.totp')} name="totp" value={code} onValue={setCode} autoFocus />
      ) : (
        <TextField
          key="backup"
          label={t('fields.backupCode')}
          name="backup-code"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className="[&_input]:font-mono"
          autoFocus
          required
        />
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm text-text">
        <input type="checkbox" className="size-5 accent-accent" checked={trust} onChange={(event) => setTrust(event.target.checked)} />
        {t('login.trustDevice')}
      </label>
      {error && (
        <FormMessage kind="error">
          {error.message}
          {error.expired && <> <Link to={restartTo} className="text-link font-semibold">{t('login.restart')}</Link></>}
        </FormMessage>
      )}
      <SubmitButton busy={busy} busyLabel={t('login.busy')}>{t('login.verify')}</SubmitButton>
      <button
        type="button"
        className="text-link min-h-11 self-start text-sm underline underline-offset-2"
        onClick={() => { setMode(mode === 'totp' ? 'backup' : 'totp'); setCode(''); setError(null); }}
      >
        {mode === 'totp' ? t('login.useBackup') : t('login.useApp')}
      </button>
    </form>
  );
}
