/** A confirmation in the storefront's dialog: what will happen, an optional text field, confirm or cancel. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../web/i18n/react.js';
import { Dialog } from '../../web/components/ui/dialog.js';
import { FormMessage, inputClass } from '../../web/components/ui/form.js';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** A text to type (a reason), required when `required` says why. */
  field?: { label: string; hint?: string; maxLength: number; required?: string };
  busy: boolean;
  error?: string | null;
  danger?: boolean;
  onConfirm(text: string): void;
  onClose(): void;
}

export function ConfirmDialog({ title, message, confirmLabel, field, busy, error, danger, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (field?.required && !text.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(text.trim());
  };
  return (
    <Dialog open title={title} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="text-text-secondary">{message}</div>
        {field && (
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {field.label}
            <textarea
              className={`${inputClass} min-h-24 py-2`}
              maxLength={field.maxLength}
              value={text}
              aria-invalid={missing || undefined}
              onChange={(event) => setText(event.target.value)}
              data-autofocus=""
            />
            {field.hint && <span className="text-xs font-normal text-text-secondary">{field.hint}</span>}
          </label>
        )}
        {missing && field?.required && <FormMessage kind="error">{field.required}</FormMessage>}
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>{t('users.cancel')}</button>
          <button type="submit" className={danger ? 'btn-primary !bg-danger hover:!bg-danger/90' : 'btn-primary'} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('refunds.working') : confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
