/** One bundle of the home carousel: cover, text, features, price, and the games it can contain. */
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react.js';
import type { HomeData } from '../../../shared/contracts/get-products.js';
import { DiscountBadge } from '../../features/product/components/discount-badge.js';
import { PriceTag } from '../../features/product/components/price-tag.js';
import { isPlainLeftClick } from '../../lib/is-plain-left-click.js';
import { openProduct, productPath } from '../../features/product/open-product.js';
import { useLanguage } from '../../i18n/use-language.js';
import { htmlToText } from '../../lib/format.js';
import { localized, localizedList } from '../../lib/localized.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../lib/ui-constants.js';

type Bundle = HomeData['bundles'][number];

const QUALITY_DOT = ['bg-border', 'bg-quality-1', 'bg-quality-2', 'bg-quality-3', 'bg-quality-4'];

export function BundleSlide({ bundle }: { bundle: Bundle }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const contentsId = useId();
  const [contentsOpen, setContentsOpen] = useState(false);
  const title = localized(bundle.title, language);

  return (
    <div className="grid gap-6 rounded-card border border-border bg-raised p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:p-6">
      <img
        src={bundle.image_url}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading="lazy"
        className="aspect-[616/353] w-full rounded-card object-cover"
      />
      <div className="flex min-w-0 flex-col gap-3">
        <h3 className="text-2xl font-semibold tracking-tight">{title}</h3>
        <p className="line-clamp-4 text-text-secondary">{htmlToText(localized(bundle.description, language))}</p>
        <ul className="grid gap-1 text-sm text-text sm:grid-cols-2">
          {localizedList(bundle.features, language).slice(0, 4).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <PriceTag pvp={bundle.pvp} price={bundle.price} size="lg" />
            {/* §3: a bundle's discount may be negative, shown as an absolute percent (BUNDLE-16). */}
            {(bundle.price > bundle.pvp || bundle.discount < 0) && <DiscountBadge discount={bundle.discount} />}
          </div>
          <a
            href={productPath(bundle.id)}
            className="btn-primary"
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              openProduct(bundle.id);
            }}
          >
            {t('home.bundles.see')}
            <span className="sr-only">: {title}</span>
          </a>
        </div>
        {bundle.items.length > 0 && (
          <div>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link md:hidden"
              aria-expanded={contentsOpen}
              aria-controls={contentsId}
              onClick={() => setContentsOpen((open) => !open)}
            >
              {contentsOpen ? t('home.bundles.hideContents') : t('home.bundles.showContents', { count: bundle.items.length })}
              <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${contentsOpen ? 'rotate-180' : ''}`} />
            </button>
            <p className="hidden text-sm font-semibold text-text md:block">{t('home.bundles.contents', { count: bundle.items.length })}</p>
            <ul
              id={contentsId}
              className={`${contentsOpen ? 'grid' : 'hidden'} mt-2 gap-x-4 gap-y-1 text-sm text-text-secondary sm:grid-cols-2 md:grid`}
              data-bundle-contents=""
            >
              {bundle.items.map((item) => (
                <li key={item.id} className="flex items-center gap-2">
                  <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${QUALITY_DOT[item.quality] ?? QUALITY_DOT[0]}`} />
                  <span className="truncate">{localized(item.title, language)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
