/**
 * The second step of any sign-in once two-factor is on (issue 5): the 6-digit code of the authenticator
 * app, or one of the backup codes; "trust this device" skips the step on this browser for 30 days. When
 * the step has expired (10 minutes) the shopper starts again. The page above says which of the two is asked
 * for (its lead text follows `mode`).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from 'react-router';
import { CodeField, FormMessage, SubmitButton, TextField } from '../../../components/ui/form.js';
import { authCall } from '../../../lib/auth-api.js';
import { authErrorCode } from '../../../lib/auth-problem.js';
import { useFormProblem } from '../lib/use-form-problem.js';

export type TwoFactorMode = 'totp' | 'backup';

interface TwoFactorChallengeProps {
  mode: TwoFactorMode;
  onModeChange(mode: TwoFactorMode): void;
  onVerified(): Promise<void>;
  restartTo: string;
}

/** Refusals after which this step cannot succeed: the shopper has to sign in again. */
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

export function TwoFactorChallenge({ mode, onModeChange, onVerified, restartTo }: TwoFactorChallengeProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);
  const problem = useFormProblem({ code: 'code' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = code.trim();
    if (!value) {
      problem.show(t(mode === 'totp' ? 'errors.invalidCodeFormat' : 'errors.backupRequired'), 'code');
      return;
    }
    setBusy(true);
    problem.clear();
    try {
      const path = mode === 'totp' ? 'auth/two-factor/verify-totp' : 'auth/two-factor/verify-backup-code';
      await authCall(path, { code: value, trustDevice: trust });
      await onVerified();
    } catch (failure) {
      setExpired(RESTART_CODES.has(authErrorCode(failure) ?? ''));
      problem.fail(failure);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" data-form="two-factor" data-mode={mode}>
      {mode === 'totp' ? (
        <CodeField key="totp" label={t('fields.totp')} name="totp" value={code} onValue={setCode} error={problem.at('code')} autoFocus />
      ) : (
        <TextField
          key="backup"
          label={t('fields.backupCode')}
          name="backup-code"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem.at('code')}
          className="[&_input]:font-mono"
          autoFocus
          required
        />
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm text-text">
        <input type="checkbox" className="size-5 accent-accent" checked={trust} onChange={(event) => setTrust(event.target.checked)} />
        {t('login.trustDevice')}
      </label>
      {problem.form && (
        <FormMessage kind="error">
          {problem.form}
          {expired && <> <Link to={restartTo} className="text-link font-semibold">{t('login.restart')}</Link></>}
        </FormMessage>
      )}
      <SubmitButton busy={busy} busyLabel={t('login.busy')}>{t('login.verify')}</SubmitButton>
      <button
        type="button"
        className="text-link min-h-11 self-start text-sm underline underline-offset-2"
        onClick={() => { onModeChange(mode === 'totp' ? 'backup' : 'totp'); setCode(''); problem.clear(); }}
      >
        {mode === 'totp' ? t('login.useBackup') : t('login.useApp')}
      </button>
    </form>
  );
}
