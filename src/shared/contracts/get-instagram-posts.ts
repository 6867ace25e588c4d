/** getInstagramPosts (§7, §3): GET → the feed. */
import { z } from 'zod';

export const InstagramPostSchema = z.object({
  id: z.number().int(),
  media_type: z.string().describe('VIDEO or another type (IMAGE)'),
  media_url: z.string(),
  permalink: z.string(),
});
export const GetInstagramPostsResponseSchema = z.array(InstagramPostSchema);
export type InstagramPost = z.infer<typeof InstagramPostSchema>;
