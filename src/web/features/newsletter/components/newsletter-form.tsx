/**
 * Footer newsletter sign-up (spec §4, §5, §8; NL-01..10): idle → submitting (button disabled, reads
 * "Subscribing…") → a result dialog. An e-mail empty after trimming opens the error dialog and makes no
 * call. A failure shows its message in the dialog and, in red, under the field.
 */
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Dialog } from '../../../components/ui/dialog.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter.js';

type Result = { kind: 'success' } | { kind: 'required' } | { kind: 'failed'; message: string };

export function NewsletterForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const subscription = useSubscribeToNewsletter();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscription.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) {
      setResult({ kind: 'required' });
      return;
    }
    subscription.mutate({ email: trimmed, language }, {
      onSuccess: () => {
        setEmail('');
        setFieldError(null);
        setResult({ kind: 'success' });
      },
      onError: (error) => {
        setFieldError(error.message);
        setResult({ kind: 'failed', message: error.message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-text">{t('newsletter.label')}</label>
      <p id={`${inputId}-hint`} className="text-sm text-text-secondary">{t('newsletter.hint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('newsletter.placeholder')}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${inputId}-hint ${errorId}` : `${inputId}-hint`}
          ref={inputRef}
          className="min-h-11 min-w-0 flex-1 rounded-control border border-border bg-page px-3 text-text placeholder:text-text-muted focus-visible:border-link"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={subscription.isPending}>
          {subscription.isPending ? t('newsletter.submitting') : t('newsletter.submit')}
        </button>
      </div>
      {fieldError && (
        <p id={errorId} className="text-sm font-medium text-danger-text" data-newsletter-error="">
          {fieldError}
        </p>
      )}
      <Dialog
        open={result !== null}
        onClose={() => setResult(null)}
        returnFocusTo={inputRef}
        title={result?.kind === 'success' ? t('newsletter.successTitle') : t('newsletter.errorTitle')}
        icon={result?.kind === 'success'
          ? <CircleCheck aria-hidden="true" className="size-6 text-success" />
          : <CircleAlert aria-hidden="true" className="size-6 text-danger-text" />}
      >
        {result?.kind === 'success' && <p>{t('newsletter.success')}</p>}
        {result?.kind === 'required' && <p>{t('newsletter.emailRequired')}</p>}
        {result?.kind === 'failed' && (
          <>
            <p>{t('newsletter.failed')}</p>
            <p className="mt-2 font-medium text-danger-text">{result.message}</p>
          </>
        )}
      </Dialog>
    </form>
  );
}
