/** getMyData (GDPR art. 15 and 20, issue 5): GET, signed-in only → everything the store holds about the shopper. */
import { z } from 'zod';

export const MyDataSchema = z.object({
  exported_at: z.string(),
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    two_factor_enabled: z.boolean(),
    language: z.string(),
    created_at: z.string(),
  }),
  sign_in_methods: z.array(z.string()).describe('credential (password) and social providers'),
  sessions: z.array(z.object({
    created_at: z.string(), expires_at: z.string(), ip_address: z.string().nullable(), user_agent: z.string().nullable(),
  })),
  orders: z.array(z.object({
    id: z.string(), created_at: z.string(), status: z.string(), pvp: z.number(), billing: z.record(z.string(), z.string()).nullable(),
  })),
  wishlist: z.array(z.object({ product_id: z.number().int(), added_at: z.string() })),
  newsletter: z.object({ email: z.string(), subscribed_at: z.string(), confirmed_at: z.string().nullable() }).nullable(),
});
export type MyData = z.infer<typeof MyDataSchema>;
