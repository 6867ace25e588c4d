/**
 * getOnlineUsers (decision 7, HOME-30/31): visitors active in the last 5 minutes, read every 10 s while
 * the page is open; each read also counts this visitor as active. Never cached: the figure is live.
 */
import { useQuery } from '@tanstack/react-query';
import { ONLINE_REFRESH_SECONDS } from '../../../../shared/constants.js';
import type { GetOnlineUsersResponse } from '../../../../shared/contracts/get-online-users.js';
import { apiGet } from '../../../lib/api-client.js';

const schema = () => import('../../../../shared/contracts/get-online-users.js').then((contract) => contract.GetOnlineUsersResponseSchema);

export function getOnlineUsers(signal?: AbortSignal): Promise<GetOnlineUsersResponse> {
  return apiGet('getOnlineUsers', {}, schema(), signal);
}

export function useOnlineUsers() {
  return useQuery({
    queryKey: ['online-users'],
    queryFn: ({ signal }) => getOnlineUsers(signal),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: ONLINE_REFRESH_SECONDS * 1000,
    select: (answer) => answer.online_users,
    // Read by the visitor's browser only: the read counts its caller as online (never the server drawing the page).
    meta: { browserOnly: true },
  });
}
