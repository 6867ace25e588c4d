/** Users: list and search, grant or remove the operator role, block and unblock. */
import { z } from 'zod';
import { AdminIdSchema, AdminPageQuerySchema, AdminSearchSchema, adminPageOf } from './common.js';

export const USER_ROLES = ['user', 'admin'] as const;

export const ListUsersQuerySchema = AdminPageQuerySchema.extend({
  q: AdminSearchSchema.describe('Part of the e-mail or the name'),
  role: z.enum(USER_ROLES).optional(),
  blocked: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
});

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(USER_ROLES),
  blocked: z.boolean(),
  block_reason: z.string().nullable(),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  orders: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const ListUsersResponseSchema = adminPageOf(AdminUserSchema);

export const SetUserRoleBodySchema = z.object({ id: AdminIdSchema, role: z.enum(USER_ROLES) });
export const BLOCK_REASON_MAX = 500;
export const BlockUserBodySchema = z.object({ id: AdminIdSchema, reason: z.string().trim().max(BLOCK_REASON_MAX).optional() });
export const UnblockUserBodySchema = z.object({ id: AdminIdSchema });
export const UserChangeResponseSchema = z.object({ user: AdminUserSchema });

/** `details.reason` of the refusals. */
export const LAST_OPERATOR = 'LAST_OPERATOR';
export const NOT_YOURSELF = 'NOT_YOURSELF';
