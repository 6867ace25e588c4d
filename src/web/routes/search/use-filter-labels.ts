/**
 * The words for every filter value, shared by the filter buttons and the chips. Platform names are brand
 * names and stay as they are; genres and regions reuse the shell's translations (common.json).
 */
import { useTranslation } from '../../i18n/react.js';
import type { Category, Genre, ProductType, Region, SortOrder } from '../../../shared/constants.js';
import { formatEuros } from '../../../shared/money.js';
import type { MaxPrice, MultiFilter } from '../../features/search/search-filters.js';
import { useLanguage } from '../../i18n/use-language.js';

export function useFilterLabels() {
  const { t } = useTranslation('search');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();

  const value = (name: MultiFilter, raw: string): string => {
    switch (name) {
      case 'type': return t(`types.${raw as ProductType}`);
      case 'genre': return tCommon(`genres.${raw as Genre}`);
      case 'region': return tCommon(`regions.${raw as Region}`);
      case 'category': return t(`categories.${raw as Category}`);
      case 'platform': return raw;
    }
  };
  const maxPrice = (max: MaxPrice) => t('maxPrice', { price: formatEuros(max * 100, language, 0) });
  const sort = (order: SortOrder) => t(`sort.${order}`);
  return { value, maxPrice, sort };
}
