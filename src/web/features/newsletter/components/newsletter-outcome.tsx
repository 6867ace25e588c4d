/**
 * The outcome of a newsletter link from a mail (issue 5 double opt-in): the server sends the reader to
 * `/?newsletter=confirmed|unsubscribed|invalid`, and the home page says what happened. The parameter is
 * dropped from the address at once, so a reload or a shared link does not repeat the message.
 */
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { useSearchParams } from 'react-router';

const OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
type Outcome = (typeof OUTCOMES)[number];
const isOutcome = (value: string | null): value is Outcome => OUTCOMES.includes(value as Outcome);

export function NewsletterOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('newsletter');
  const [outcome, setOutcome] = useState<Outcome | null>(isOutcome(fromAddress) ? fromAddress : null);

  useEffect(() => {
    if (!params.has('newsletter')) return;
    if (isOutcome(fromAddress)) setOutcome(fromAddress);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('newsletter');
      return next;
    }, { replace: true });
  }, [fromAddress, params, setParams]);

  if (!outcome) return null;
  const Icon = outcome === 'invalid' ? CircleAlert : CircleCheck;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4" data-newsletter-outcome={outcome}>
      <div role="status" className="flex items-start gap-3 rounded-card border border-border bg-raised p-4">
        <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${outcome === 'invalid' ? 'text-danger-text' : 'text-success'}`} />
        <p className="flex-1 text-sm text-text">{t(`newsletter.outcome.${outcome}`)}</p>
        <button type="button" className="icon-button -m-2 text-text-secondary" aria-label={t('newsletter.outcome.dismiss')} onClick={() => setOutcome(null)}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
