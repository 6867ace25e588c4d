/**
 * getOnlineUsers (decision 7): the real online-users figure — approximate visitors active in the last
 * 5 minutes. Each call also counts its caller as active; the storefront calls it every 10 s.
 */
import { z } from 'zod';

export const GetOnlineUsersResponseSchema = z.object({ online_users: z.number().int().min(0) });
export type GetOnlineUsersResponse = z.infer<typeof GetOnlineUsersResponseSchema>;

/** How long a visitor counts as online after their last call. */
export const ONLINE_WINDOW_SECONDS = 5 * 60;
/** How often the storefront refreshes the figure: in constants.ts, which the storefront reads without zod. */
export { ONLINE_REFRESH_SECONDS } from '../constants.js';
