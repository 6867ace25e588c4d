/**
 * The confirmation before a sensitive change (two-step settings, deletion): what will happen, the password
 * when the account has one (Better Auth checks it), and the confirm and cancel buttons. Enter confirms,
 * the busy state shows on the button, a refusal under the form.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, PasswordField } from '../../../../components/ui/form.js';

interface ConfirmStepProps {
  prompt: ReactNode;
  askPassword: boolean;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  error?: ReactNode;
  danger?: boolean;
  onConfirm(password: string | undefined): void;
  onCancel(): void;
}

export const dangerButtonClass = 'btn-secondary border-danger/70 text-danger-text hover:border-danger';

export function ConfirmStep({ prompt, askPassword, confirmLabel, busyLabel, cancelLabel, busy, error, danger = false, onConfirm, onCancel }: ConfirmStepProps) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  // Where focus starts (data-autofocus for the native dialog, which otherwise takes the first control):
  // the password; else, before a destructive step, the safe choice, so Enter does no harm.
  const start = askPassword ? 'password' : danger ? 'cancel' : 'confirm';
  const focusProps = (name: typeof start) => (start === name ? { autoFocus: true, 'data-autofocus': '' } : {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (askPassword && !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(askPassword ? password : undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-confirm-step="">
      <div className="text-sm text-text-secondary">{prompt}</div>
      {askPassword && (
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          {...focusProps('password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? t('profile.passwordRequired') : null}
          required
        />
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={danger ? dangerButtonClass : 'btn-primary'}
          disabled={busy}
          aria-busy={busy || undefined}
          {...focusProps('confirm')}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy} {...focusProps('cancel')}>{cancelLabel}</button>
      </div>
    </form>
  );
}
