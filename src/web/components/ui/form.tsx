/**
 * Form parts of the account screens (UX.md forms): a labelled field with its hint and error tied by
 * aria-describedby, a password field that can be shown, a submit button with its busy text, and the
 * message that reports a form's outcome (role=alert for errors, role=status for success).
 */
import { CircleAlert, CircleCheck, Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.js';

export const inputClass =
  'min-h-11 w-full min-w-0 rounded-control border border-border bg-page px-3 text-text placeholder:text-text-muted focus-visible:border-link aria-invalid:border-danger';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null;
  /** Content after the input inside its frame (the show-password button). */
  trailing?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps>(function TextField({ label, hint, error, trailing, className = '', ...input }, ref) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-text">{label}</label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${trailing ? 'pr-12' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
      {hint && <p id={`${id}-hint`} className="text-xs text-text-secondary">{hint}</p>}
      {/* role=alert: a refusal that lands under its field after submitting is read out, like a form-level one. */}
      {error && <p id={`${id}-error`} role="alert" data-field-error="" className="text-sm font-medium text-danger-text">{error}</p>}
    </div>
  );
});

/** A 6-digit code (e-mailed or from an authenticator app): digits only, large and spaced. */
export const CodeField = forwardRef<HTMLInputElement, Omit<FieldProps, 'onChange' | 'value'> & { value: string; onValue(value: string): void }>(
  function CodeField({ value, onValue, ...props }, ref) {
    return (
      <TextField
        ref={ref}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        value={value}
        onChange={(event) => onValue(event.target.value.replace(/\D/g, ''))}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
        required
        {...props}
      />
    );
  },
);

export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={(
        <button
          type="button"
          className="icon-button text-text-secondary"
          aria-pressed={visible}
          aria-label={t('form.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      )}
    />
  );
});

export function SubmitButton({ busy, busyLabel, children, className = '' }: { busy: boolean; busyLabel: string; children: ReactNode; className?: string }) {
  return (
    <button type="submit" className={`btn-primary ${className}`} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}

export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const Icon = kind === 'error' ? CircleAlert : CircleCheck;
  const tone = kind === 'error' ? 'border-danger/60 text-danger-text' : kind === 'success' ? 'border-success/60 text-text' : 'border-border text-text';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-form-message={kind}
      className={`flex items-start gap-2 rounded-control border bg-raised px-3 py-2.5 text-sm ${tone}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${kind === 'error' ? 'text-danger-text' : kind === 'success' ? 'text-success' : 'text-link'}`} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
