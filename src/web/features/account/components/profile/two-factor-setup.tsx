/**
 * Turning two-step verification on, step two: scan the QR code (or type the setup key, shown in groups of
 * four), then confirm with a code from the app. Only that confirmation turns it on (Better Auth's
 * verify-totp); cancelling leaves it off.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { FormMessage, TextField } from '../../../../components/ui/form.js';
import { groupSecret, totpSecretOf } from '../../lib/totp-secret.js';

const TotpQrCode = lazy(() => import('./totp-qr-code.js'));

interface TwoFactorSetupProps {
  totpURI: string;
  busy: boolean;
  error?: string | null;
  onConfirm(code: string): void;
  onCancel(): void;
}

export function TwoFactorSetup({ totpURI, busy, error, onConfirm, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onConfirm(digits);
  };

  return (
    <div className="flex flex-col gap-4" data-two-factor-setup="">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="size-48 shrink-0 self-center sm:self-start">
          <Suspense fallback={<div className="skeleton size-48 rounded-control" />}>
            <TotpQrCode value={totpURI} label={t('profile.twoFactor.qrLabel')} />
          </Suspense>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h3 ref={heading} tabIndex={-1} className="font-semibold text-text">{t('profile.twoFactor.scanTitle')}</h3>
          <p className="text-sm text-text-secondary">{t('profile.twoFactor.scanText')}</p>
          <p className="text-sm text-text-secondary">{t('profile.twoFactor.manualTitle')}</p>
          <code className="select-all rounded-control [overflow-wrap:anywhere] border border-border bg-page px-3 py-2 font-mono text-base tracking-wider text-text" data-totp-secret="">
            {groupSecret(totpSecretOf(totpURI)).join(' ')}
          </code>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={t('profile.twoFactor.confirmTitle')}
          name="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={missing ? t('profile.twoFactor.codeRequired') : null}
          className="max-w-xs"
          required
        />
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('profile.twoFactor.confirming') : t('profile.twoFactor.confirm')}
          </button>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>{t('profile.twoFactor.cancel')}</button>
        </div>
      </form>
    </div>
  );
}
