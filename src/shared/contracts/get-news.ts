/** getNews / getNew (§7): the news list, newest first, and one item by id. Markup: see shared/news-markup. */
import { z } from 'zod';
import { IdParamSchema, LocalizedTextSchema } from './common.js';

export const NewsItemSchema = z.object({
  id: z.number().int(),
  name: LocalizedTextSchema,
  date: z.string().describe('ISO 8601 date-time'),
  image_url: z.string(),
  content: LocalizedTextSchema.describe('Simple markup: bullets, **bold**, *italic*, __underline__, [links](url)'),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const GetNewsResponseSchema = z.array(NewsItemSchema);
export const GetNewQuerySchema = z.object({ id: IdParamSchema });
export type GetNewQuery = z.input<typeof GetNewQuerySchema>;
