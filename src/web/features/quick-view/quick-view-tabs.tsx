/**
 * About and Requirements tabs of the quick-view (§2, §4, QV-11..13, QV-31/32). Requirements only when
 * minimum or recommended requirements exist; the panel remounts on each open, so it starts on About.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.js';
import type { Product } from '../../../shared/contracts/common.js';
import { Tabs, type TabItem } from '../../components/ui/tabs.js';
import { useLanguage } from '../../i18n/use-language.js';
import { localized } from '../../lib/localized.js';
import { ProductDescription } from '../product/components/product-description.js';
import { hasRequirements, RequirementsList } from '../product/components/requirements-list.js';

type TabId = 'about' | 'requirements';

export function QuickViewTabs({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  const [tab, setTab] = useState<TabId>('about');
  const tabs: TabItem<TabId>[] = [
    { id: 'about', label: t('tabs.about'), content: <ProductDescription html={localized(product.description, language)} /> },
  ];
  if (hasRequirements(product.minimum_requirements, product.recommended_requirements)) {
    tabs.push({
      id: 'requirements',
      label: t('tabs.requirements'),
      content: (
        <div className="flex flex-col gap-4">
          <h3 className="font-semibold">{t('requirements.minimum')}</h3>
          <RequirementsList requirements={product.minimum_requirements} />
          <h3 className="font-semibold">{t('requirements.recommended')}</h3>
          <RequirementsList requirements={product.recommended_requirements} />
        </div>
      ),
    });
  }
  return <Tabs<TabId> label={t('tabs.label')} tabs={tabs} selected={tab} onSelect={setTab} />;
}
