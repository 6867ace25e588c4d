/** getAdminSession: who the operator is; the back office's first call (a 404 means "not an operator"). */
import { z } from 'zod';
import { AdminNoQuerySchema } from './common.js';

export const GetAdminSessionQuerySchema = AdminNoQuerySchema;
export const GetAdminSessionResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type AdminSession = z.infer<typeof GetAdminSessionResponseSchema>;
