/**
 * The dashboard's newsletter pop-up (§2 Profile, §4, §5, §8; PROF-10, NL-01..09): a dialog with the
 * account's e-mail filled in; idle → submitting (button disabled, "Subscribing…") → the outcome in the
 * same dialog: 'Email is required' with no call for an empty address, 'Subscription failed: {message}',
 * or 'Subscription successful!', which closes the pop-up on its own after 100000 ms (§9).
 */
import { CircleAlert, CircleCheck, Mail } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/react.js';
import { NEWSLETTER_POPUP_CLOSE_MS } from '../../../../../shared/constants.js';
import { Dialog } from '../../../../components/ui/dialog.js';
import { inputClass } from '../../../../components/ui/form.js';
import { useLanguage } from '../../../../i18n/use-language.js';
import { useSubscribeToNewsletter } from '../../../newsletter/api/subscribe-to-newsletter.js';
import { ProfileSection } from './profile-section.js';

type Outcome = { kind: 'success' } | { kind: 'required' } | { kind: 'failed'; message: string };

export function NewsletterPopup({ email: accountEmail }: { email: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const inputId = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(accountEmail);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const subscription = useSubscribeToNewsletter();

  useEffect(() => {
    if (outcome?.kind !== 'success') return;
    const timer = setTimeout(() => setOpen(false), NEWSLETTER_POPUP_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (subscription.isPending) return;
    const trimmed = email.trim();
    if (!trimmed) {
      setOutcome({ kind: 'required' });
      return;
    }
    subscription.mutate({ email: trimmed, language }, {
      onSuccess: () => setOutcome({ kind: 'success' }),
      onError: (error) => setOutcome({ kind: 'failed', message: error.message }),
    });
  };

  return (
    <ProfileSection title={t('profile.newsletter.title')} icon={Mail}>
      <p className="text-sm text-text-secondary">{t('profile.newsletter.text')}</p>
      <button
        ref={openButton}
        type="button"
        className="btn-secondary self-start"
        data-newsletter-popup-open=""
        onClick={() => { setOutcome(null); setEmail(accountEmail); setOpen(true); }}
      >
        {t('profile.newsletter.open')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} returnFocusTo={openButton} title={t('profile.newsletter.dialogTitle')} icon={<Mail aria-hidden="true" className="size-6 text-link" />}>
        {outcome?.kind === 'success' ? (
          <p role="status" className="flex items-start gap-2" data-newsletter-popup-outcome="success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {t('profile.newsletter.success')}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-newsletter-popup="">
            <label htmlFor={inputId} className="text-sm font-medium text-text">{t('profile.newsletter.label')}</label>
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={outcome ? true : undefined}
              aria-describedby={outcome ? `${inputId}-outcome` : undefined}
              className={inputClass}
            />
            {outcome && (
              <p id={`${inputId}-outcome`} role="alert" className="flex items-start gap-2 text-sm font-medium text-danger-text" data-newsletter-popup-outcome={outcome.kind}>
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {outcome.kind === 'required' ? t('profile.newsletter.required') : t('profile.newsletter.failed', { message: outcome.message })}
              </p>
            )}
            <button type="submit" className="btn-primary" disabled={subscription.isPending} aria-busy={subscription.isPending || undefined}>
              {subscription.isPending ? t('profile.newsletter.submitting') : t('profile.newsletter.submit')}
            </button>
          </form>
        )}
      </Dialog>
    </ProfileSection>
  );
}
