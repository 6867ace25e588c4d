/**
 * About (§2, PDP-21..24): the description (sanitised HTML, clamped to 10 lines over 600 characters), key
 * features, supported languages and the system requirements with Minimum / Recommended tabs.
 */
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../shared/contracts/common.js';
import { ProductDescription } from '../../features/product/components/product-description.js';
import { hasRequirements } from '../../features/product/components/requirements-list.js';
import { RequirementsTabs } from '../../features/product/components/requirements-tabs.js';
import { useLanguage } from '../../i18n/use-language.js';
import { localized, localizedList } from '../../lib/localized.js';

export function ProductAbout({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const features = localizedList(product.features, language);
  return (
    <section aria-labelledby="product-about" className="flex flex-col gap-6" data-product-about="">
      <div>
        <h2 id="product-about" className="mb-3 text-2xl font-semibold">{t('about.title')}</h2>
        <ProductDescription html={localized(product.description, language)} />
      </div>
      {features.length > 0 && (
        <div data-features="">
          <h3 className="mb-2 text-lg font-semibold">{t('about.features')}</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-text-secondary">
            {features.map((feature) => <li key={feature}>{feature}</li>)}
          </ul>
        </div>
      )}
      {product.languages.length > 0 && (
        <div data-languages="">
          <h3 className="mb-2 text-lg font-semibold">{t('about.languages')}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {product.languages.map((name) => (
              <li key={name} className="rounded-full border border-border px-2.5 py-1 text-sm text-text-secondary">{name}</li>
            ))}
          </ul>
        </div>
      )}
      {hasRequirements(product.minimum_requirements, product.recommended_requirements) && (
        <div data-requirements="">
          <h3 className="mb-2 text-lg font-semibold">{t('requirements.title')}</h3>
          <RequirementsTabs minimum={product.minimum_requirements} recommended={product.recommended_requirements} />
        </div>
      )}
    </section>
  );
}
