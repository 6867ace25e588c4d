/** The product itself: cover, badges, price, sanitised description and key features. */
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../shared/contracts/common.js';
import { PriceTag } from '../../features/product/components/price-tag.js';
import { RatingBadge } from '../../features/product/components/rating-badge.js';
import { RegionChips } from '../../features/product/components/region-chips.js';
import { useLanguage } from '../../i18n/use-language.js';
import { localized, localizedList } from '../../lib/localized.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../../lib/ui-constants.js';
import { usePageTitle } from '../../lib/use-page-title.js';

export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = localized(product.title, language);
  const features = localizedList(product.features, language);
  const description = DOMPurify.sanitize(localized(product.description, language));
  const soldOut = product.stock <= 0;
  usePageTitle(title);

  return (
    <article className="mx-auto grid max-w-7xl gap-8 px-4 py-8 md:grid-cols-2 md:px-6" data-page="product">
      <div className="relative self-start overflow-hidden rounded-card border border-border bg-raised">
        <img
          src={product.image_url}
          alt={title}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          className={`aspect-[616/353] h-auto w-full object-cover ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full border border-border px-3 py-1 text-sm text-text-secondary">{product.platform}</span>
          {product.is_preorder && <span className="rounded-full bg-warning px-3 py-1 text-sm font-semibold text-page">{t('card.preorder')}</span>}
          <RatingBadge rating={product.rating} />
        </div>
        <h1 className="text-3xl font-semibold tracking-tight md:text-4xl">{title}</h1>
        <RegionChips regions={product.region} max={product.region.length} />
        <div className="rounded-card border border-border bg-raised p-4">
          <PriceTag pvp={product.pvp} price={product.price} size="lg" />
          <p className={`mt-1 text-sm font-medium ${soldOut ? 'text-danger-text' : 'text-success'}`}>
            {soldOut ? t('card.soldOut') : t('productPage.digitalDelivery')}
          </p>
        </div>
        <section aria-labelledby="product-about">
          <h2 id="product-about" className="text-xl font-semibold">{t('productPage.about')}</h2>
          <div
            className="mt-2 flex flex-col gap-3 text-text-secondary [&_a]:text-link [&_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-text"
            dangerouslySetInnerHTML={{ __html: description }}
          />
        </section>
        {features.length > 0 && (
          <section aria-labelledby="product-features">
            <h2 id="product-features" className="text-xl font-semibold">{t('productPage.features')}</h2>
            <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-text-secondary">
              {features.map((feature) => <li key={feature}>{feature}</li>)}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}
