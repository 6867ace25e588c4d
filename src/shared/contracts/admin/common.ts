/**
 * What every back-office call shares (decision 0020): reads are `GET /api/admin/<name>` with a query, writes
 * `POST /api/admin/<name>` with a JSON body; lists are paged on the server; amounts are integer cents
 * (`*_cents`), times ISO 8601 in UTC (the screens show them in Europe/Madrid).
 */
import { z } from 'zod';

/** VAL-11: admin object ids (users, refund requests, audit entries) are UUIDs. */
export const AdminIdSchema = z.uuid({ message: 'must be a UUID (VAL-11)' });

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;

/** The query of a read that takes no input: strict, so an unknown parameter is a 400 (VAL-11), not silently ignored. */
export const AdminNoQuerySchema = z.strictObject({});

/** `page` from 1, `page_size` one of ADMIN_PAGE_SIZES; both strings in a query. */
export const AdminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), {
    message: `must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
  }).default(ADMIN_DEFAULT_PAGE_SIZE),
});
export type AdminPageQuery = z.input<typeof AdminPageQuerySchema>;

/** A page of a list: the rows, and the whole count for the pager. */
export const adminPageOf = <T extends z.ZodType>(row: T) => z.object({
  rows: z.array(row),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int(),
});
export type AdminPage<T> = { rows: T[]; total: number; page: number; page_size: number };

/** A trimmed, optional free-text search (e-mail, name…). */
export const AdminSearchSchema = z.string().trim().max(200).optional().transform((value) => value || undefined);

/** The 403 an operator without two-factor gets from every back-office call (`details.reason`). */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
