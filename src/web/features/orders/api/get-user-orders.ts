/**
 * getUserOrders (§7): the signed-in shopper's orders with their items, newest first. Keyed by the user id,
 * so signing out drops them (§9). `pollMs` re-reads while a payment is being confirmed.
 */
import { useQuery } from '@tanstack/react-query';
import type { UserOrder } from '../../../../shared/contracts/get-user-orders.js';
import { apiGet } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';

const schema = () => import('../../../../shared/contracts/get-user-orders.js').then((contract) => contract.GetUserOrdersResponseSchema);
const NONE: UserOrder[] = [];

export const ordersQueryKey = (userId: string) => ['orders', userId] as const;

export function getUserOrders(signal?: AbortSignal): Promise<UserOrder[]> {
  return apiGet('getUserOrders', {}, schema(), signal);
}

export function useUserOrders({ pollMs }: { pollMs?: number | false } = {}) {
  const session = useSession();
  const userId = session.user?.id ?? 'anonymous';
  const query = useQuery({
    queryKey: ordersQueryKey(userId),
    queryFn: ({ signal }) => getUserOrders(signal),
    enabled: session.status === 'signed-in',
    staleTime: 30_000,
    refetchInterval: pollMs ?? false,
  });
  return { ...query, orders: query.data ?? NONE };
}
