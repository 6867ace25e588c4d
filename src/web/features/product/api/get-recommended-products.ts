/** getProducts?filter=recommended (§7): the product page's recommended products (3, §9). Other reads: 5 minutes. */
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_RECOMMENDED } from '../../../../shared/constants.js';
import type { ProductSummary } from '../../../../shared/contracts/common.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS } from '../../../lib/cache.js';
import { useCacheScope } from '../../../lib/session.js';

const schema = () => import('../../../../shared/contracts/get-products.js').then((contract) => contract.RecommendedProductsSchema);

export function getRecommendedProducts(signal?: AbortSignal): Promise<{ recommendedProducts: ProductSummary[] }> {
  return apiGet('getProducts', { filter: 'recommended' }, schema(), signal);
}

/** The first 3 recommended products other than `excludeId`. */
export function useRecommendedProducts(excludeId: number) {
  const scope = useCacheScope();
  return useQuery({
    queryKey: ['recommended', scope],
    queryFn: ({ signal }) => getRecommendedProducts(signal),
    staleTime: CACHE_MS.other,
    select: (data) => data.recommendedProducts.filter((product) => product.id !== excludeId).slice(0, PRODUCT_PAGE_RECOMMENDED),
  });
}
