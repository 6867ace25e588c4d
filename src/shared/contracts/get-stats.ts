/** getStats (§7, §3): GET → an array whose first element holds the store's figures. */
import { z } from 'zod';

export const StatsRecordSchema = z.object({
  products_sold: z.number().int(),
  users_registered: z.number().int(),
  total_saved: z.number().int().describe('Euros saved by shoppers, no decimals'),
});
export const GetStatsResponseSchema = z.array(StatsRecordSchema);
export type StatsRecord = z.infer<typeof StatsRecordSchema>;
