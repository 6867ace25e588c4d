/**
 * getOnlineUsers (decision 7): the real online-users figure — approximate visitors active in the last
 * 5 minutes. Each call also counts its caller as active; the storefront calls it every 10 s.
 */
import { z } from 'zod';

export const GetOnlineUsersResponseSchema = z.object({ online_users: z.number().int().min(0) });
export type GetOnlineUsersResponse = z.infer<typeof GetOnlineUsersResponseSchema>;

/** How long a visitor counts as online after their last call. */
export const ONLINE_WINDOW_SECONDS = 5 * 60;
/** How often the storefront refreshes the figure (and so marks its visitor active). */
export const ONLINE_REFRESH_SECONDS = 10;
