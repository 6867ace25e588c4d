/**
 * getStoreInfo: GET → the operator's legal identity, from server configuration (STORE_* in env.ts).
 * Shown on /legal (Spain's LSSI-CE art. 10), and as the data controller on /privacy and the seller on /terms.
 * Also the store's settings pages need: when the Pixels rewards launch (PIXELS_LAUNCH_AT, decision 8).
 */
import { z } from 'zod';

export const StoreInfoSchema = z.object({
  legal_name: z.string().min(1).describe('Registered company name, e.g. "Pixelkeys Digital S.L."'),
  tax_id: z.string().min(1).describe('Spanish tax id (NIF)'),
  address: z.string().min(1).describe('Registered office'),
  registry: z.string().min(1).describe('Commercial registry entry'),
  contact_email: z.string().email().describe('Contact and data-protection e-mail'),
  pixels_launch_at: z.string().describe("When the Pixels rewards launch (ISO 8601): the dashboard's countdown target"),
});
export type StoreInfo = z.infer<typeof StoreInfoSchema>;

export const GetStoreInfoResponseSchema = StoreInfoSchema;
