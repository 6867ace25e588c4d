/**
 * The keys of an item, per product (a mystery bundle has one per game drawn), each with a copy button that
 * says 'Copied' for 2 s (§4, §9, KEY-13). A copy the browser refuses is only logged (§8).
 */
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import type { GetOrderItemKeysResponse } from '../../../../shared/contracts/get-order-item-keys.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { localized } from '../../../lib/localized.js';

/** §9: how long the copied indicator shows. */
export const COPIED_INDICATOR_MS = 2_000;

export function KeyList({ data, platform }: { data: GetOrderItemKeysResponse['data']; platform: string }) {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (id: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
    } catch (error) {
      // §8: a clipboard failure is only logged; the key stays on screen to copy by hand.
      console.warn('Copying the key failed', error);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-keys="">
      {data.map((group) => (
        <section key={group.product_id} className="flex flex-col gap-2" aria-label={localized(group.product.title, language)} data-keys-product={group.product_id}>
          {data.length > 1 && (
            <div className="flex items-center gap-3">
              <img src={group.product.image_url} alt="" width={64} height={37} className="h-[37px] w-16 shrink-0 rounded-control object-cover" />
              <h3 className="text-sm font-semibold text-text">{localized(group.product.title, language)}</h3>
            </div>
          )}
          <ul className="flex flex-col gap-2">
            {group.keys.map((key, index) => {
              const id = `${group.product_id}:${index}`;
              const isCopied = copied === id;
              return (
                <li key={id} className="grid items-center gap-2 rounded-control border border-border bg-page p-3 sm:grid-cols-[1fr_auto]" data-key={key.label}>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="text-xs text-text-secondary">{key.label}</span>
                    <code className="break-all font-mono text-sm tracking-wide text-text sm:text-base" data-key-value="">{key.value}</code>
                  </div>
                  <button
                    type="button"
                    className="btn-secondary min-w-28 justify-self-end px-3"
                    onClick={() => void copy(id, key.value)}
                    aria-label={isCopied ? t('reveal.copied') : t('reveal.copyLabel', { label: key.label })}
                    data-copy-key=""
                    data-copied={isCopied ? '' : undefined}
                  >
                    {isCopied ? <Check aria-hidden="true" className="size-4 text-success" /> : <Copy aria-hidden="true" className="size-4" />}
                    {isCopied ? t('reveal.copied') : t('reveal.copy')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p className="sr-only" aria-live="polite">{copied ? t('reveal.copied') : ''}</p>
      <p className="text-sm text-text-secondary">{t('reveal.redeemHint', { platform })}</p>
    </div>
  );
}
