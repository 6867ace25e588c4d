/** getProduct (§7): one product by id, or the banner product. Product reads: 30 min, kept in local storage (§9). */
import { useQuery } from '@tanstack/react-query';
import type { GetProductResponse } from '../../../../shared/contracts/get-product.js';
import { apiGet } from '../../../lib/api-client.js';
import { CACHE_MS, PERSISTED_QUERY_ROOT } from '../../../lib/cache.js';
import { useCacheScope } from '../../../lib/session.js';

const schema = () => import('../../../../shared/contracts/get-product.js').then((contract) => contract.GetProductResponseSchema);

export function getProduct(id: number, signal?: AbortSignal, cache?: RequestCache): Promise<GetProductResponse> {
  return apiGet('getProduct', { id }, schema(), signal, cache);
}

export function getBannerProduct(signal?: AbortSignal): Promise<GetProductResponse> {
  return apiGet('getProduct', { is_banner: 'true' }, schema(), signal);
}

export function useProduct(id: number | null) {
  const scope = useCacheScope();
  return useQuery({
    queryKey: [PERSISTED_QUERY_ROOT, scope, { id }],
    queryFn: ({ signal }) => getProduct(id!, signal),
    enabled: id !== null,
    staleTime: CACHE_MS.product,
  });
}

export function useBannerProduct() {
  const scope = useCacheScope();
  return useQuery({
    queryKey: [PERSISTED_QUERY_ROOT, scope, 'banner'],
    queryFn: ({ signal }) => getBannerProduct(signal),
    staleTime: CACHE_MS.product,
  });
}
