/**
 * See keys (§4 Key reveal, decisions 9 and 11). A delivered item first asks for the two ticks of §4
 * (platform right, region right) under the withdrawal notice; 'Validar y Ver Keys' acts only with both
 * (KEY-03..07). Then, or at once for a redeemed item (KEY-12), the keys are fetched and the order list
 * refreshed, so the item shows 'Ya canjeado' (KEY-08..10). Each key has a copy button (KEY-13).
 */
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { GetOrderItemKeysResponse } from '../../../../shared/contracts/get-order-item-keys.js';
import type { UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { ModalDialog } from '../../../components/ui/modal-dialog.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized } from '../../../lib/localized.js';
import { getOrderItemKeys } from '../api/get-order-item-keys.js';
import { keysErrorText } from '../after-sale-messages.js';
import { KeyList } from './key-list.js';

type Item = UserOrder['order_items'][number];

type Step =
  | { name: 'confirm'; busy: boolean; error?: unknown }
  | { name: 'loading' }
  | { name: 'keys'; data: GetOrderItemKeysResponse['data'] }
  | { name: 'failed'; error: unknown };

export function RevealKeysDialog({ item, onClose, returnFocusTo }: { item: Item; onClose(): void; returnFocusTo: HTMLElement | null }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const titleId = useId();
  const queryClient = useQueryClient();
  const needsConsent = item.status === 'delivered';
  const [step, setStep] = useState<Step>(needsConsent ? { name: 'confirm', busy: false } : { name: 'loading' });
  const title = localized(item.product.title, language);

  const fetchKeys = async (withConsent: boolean) => {
    try {
      const consent = withConsent
        ? { version: t('reveal.consent.version'), language, platform_confirmed: true as const, region_confirmed: true as const }
        : undefined;
      const answer = await getOrderItemKeys({ order_item_id: item.id, ...(consent ? { consent } : {}) });
      setStep({ name: 'keys', data: answer.data });
    } catch (error) {
      setStep(withConsent ? { name: 'confirm', busy: false, error } : { name: 'failed', error });
    } finally {
      // §4: the list is read again, so the item now reads 'Ya canjeado' (or shows why it could not).
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    }
  };

  // A redeemed item opens on its keys (KEY-12): fetched once for this opening, on the shopper's click.
  const fetched = useRef(false);
  useEffect(() => {
    if (needsConsent || fetched.current) return;
    fetched.current = true;
    void fetchKeys(false);
    // Once per opening.
  }, []);

  const heading = step.name === 'confirm' ? t('reveal.title') : t('reveal.keysTitle', { title });
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onClose={() => { if (!(step.name === 'confirm' && step.busy)) onClose(); }}
      returnFocusTo={returnFocusTo}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-card border border-border bg-overlay p-0 shadow-2xl shadow-black/60"
      data-reveal-dialog={step.name}
    >
      <div className="flex max-h-[calc(100dvh-2rem)] flex-col gap-4 overflow-y-auto p-5">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-text">
          <KeyRound aria-hidden="true" className="size-5 shrink-0 text-link" />
          {heading}
        </h2>
        {step.name === 'confirm' && (
          <ConsentStep
            item={item}
            title={title}
            busy={step.busy}
            error={step.error === undefined ? null : t('reveal.loadFailed', { error: keysErrorText(t, step.error) })}
            onConfirm={() => {
              setStep({ name: 'confirm', busy: true });
              void fetchKeys(true);
            }}
            onCancel={onClose}
          />
        )}
        {step.name === 'loading' && <p className="text-text-secondary" role="status">{t('reveal.loading')}</p>}
        {step.name === 'failed' && <p role="alert" className="text-danger-text" data-keys-error="">{t('reveal.loadFailed', { error: keysErrorText(t, step.error) })}</p>}
        {step.name === 'keys' && (step.data.every((group) => group.keys.length === 0)
          ? <p role="status" className="text-text-secondary" data-keys-empty="">{t('reveal.noKeys')}</p>
          : <KeyList data={step.data} platform={item.product.platform} />)}
        {step.name !== 'confirm' && (
          <div className="flex flex-col sm:flex-row sm:justify-end">
            <button type="button" className="btn-secondary" onClick={onClose} autoFocus data-autofocus="">{t('reveal.close')}</button>
          </div>
        )}
      </div>
    </ModalDialog>
  );
}

interface ConsentStepProps {
  item: Item;
  title: string;
  busy: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** The two ticks and the withdrawal notice; the button acts only with both ticked (KEY-06). */
function ConsentStep({ item, title, busy, error, onConfirm, onCancel }: ConsentStepProps) {
  const { t } = useTranslation('orders');
  const [platformChecked, setPlatformChecked] = useState(false);
  const [regionChecked, setRegionChecked] = useState(false);
  const hintId = useId();
  const ready = platformChecked && regionChecked;
  const values = { platform: item.product.platform, regions: item.product.region.join(', ') };
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !busy) onConfirm();
      }}
    >
      <p className="text-text-secondary">{t('reveal.intro', { title })}</p>
      <div className="flex flex-col gap-3">
        <label className="flex items-start gap-3 text-text">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-accent" checked={platformChecked} onChange={(event) => setPlatformChecked(event.target.checked)} data-consent="platform" data-autofocus="" />
          <span>{t('reveal.consent.platform', values)}</span>
        </label>
        <label className="flex items-start gap-3 text-text">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-accent" checked={regionChecked} onChange={(event) => setRegionChecked(event.target.checked)} data-consent="region" />
          <span>{t('reveal.consent.region', values)}</span>
        </label>
      </div>
      <p className="rounded-control border border-warning/50 bg-page p-3 text-sm text-text-secondary" data-withdrawal-notice="">
        {t('reveal.consent.withdrawal')}
      </p>
      {!ready && <p id={hintId} className="text-sm text-text-secondary">{t('reveal.tickBoth')}</p>}
      {error && <p role="alert" className="text-danger-text" data-keys-error="">{error}</p>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>{t('reveal.cancel')}</button>
        <button type="submit" className="btn-primary" disabled={!ready || busy} aria-describedby={ready ? undefined : hintId} data-reveal-confirm="">
          {busy ? t('reveal.revealing') : t('reveal.confirm')}
        </button>
      </div>
    </form>
  );
}
