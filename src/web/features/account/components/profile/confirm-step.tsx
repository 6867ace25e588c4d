/**
 * The confirmation before a sensitive change (two-step settings, deletion): what will happen, then the
 * proof the server asks for: the password when the account has one (Better Auth checks it), or the
 * authenticator app's current code (turning two-factor off without a password, issue 9 §1); and the
 * confirm and cancel buttons. Enter confirms, the busy state shows on the button, a refusal under the
 * field it is about, or under the form.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { CodeField, FormMessage, PasswordField } from '../../../../components/ui/form.js';
import type { AuthField } from '../../../../lib/auth-problem.js';

export interface ConfirmProof {
  password?: string;
  code?: string;
}

interface ConfirmStepProps {
  prompt: ReactNode;
  askPassword: boolean;
  askCode?: boolean;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  error?: { message: string; field?: AuthField } | null;
  danger?: boolean;
  onConfirm(proof: ConfirmProof): void;
  onCancel(): void;
}

export const dangerButtonClass = 'btn-secondary border-danger/70 text-danger-text hover:border-danger';

const PASSWORD_FIELDS = new Set<AuthField | undefined>(['password', 'currentPassword']);

export function ConfirmStep({ prompt, askPassword, askCode = false, confirmLabel, busyLabel, cancelLabel, busy, error, danger = false, onConfirm, onCancel }: ConfirmStepProps) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<'password' | 'code' | null>(null);

  // Where focus starts (data-autofocus for the native dialog, which otherwise takes the first control):
  // the proof asked for; else, before a destructive step, the safe choice, so Enter does no harm.
  const start = askPassword ? 'password' : askCode ? 'code' : danger ? 'cancel' : 'confirm';
  const focusProps = (name: typeof start) => (start === name ? { autoFocus: true, 'data-autofocus': '' } : {});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (askPassword && !password) return setMissing('password');
    if (askCode && !/^\d{6}$/.test(code)) return setMissing('code');
    setMissing(null);
    onConfirm({ ...(askPassword ? { password } : {}), ...(askCode ? { code } : {}) });
  };

  // A refusal about the password or the code shows under that field when the form has it.
  const passwordError = missing === 'password' ? t('profile.passwordRequired') : askPassword && PASSWORD_FIELDS.has(error?.field) ? error!.message : null;
  const codeError = missing === 'code' ? t('errors.invalidCodeFormat') : askCode && error?.field === 'code' ? error.message : null;
  const formError = error && !(askPassword && PASSWORD_FIELDS.has(error.field)) && !(askCode && error.field === 'code') ? error.message : null;

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
          error={passwordError}
          required
        />
      )}
      {askCode && (
        <CodeField label={t('fields.totp')} name="totp-code" {...focusProps('code')} value={code} onValue={setCode} error={codeError} />
      )}
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
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
