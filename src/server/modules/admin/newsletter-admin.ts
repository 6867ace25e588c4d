/** Newsletter subscribers in the back office (issue 12 §8): a paged list and a CSV export. */
import type { AdminPage } from '../../../shared/contracts/admin/common.js';
import type { Subscriber } from '../../../shared/contracts/admin/newsletter.js';
import type { Database } from '../../db/client.js';
import { likePattern } from './users-admin.js';

type Status = Subscriber['status'];

const STATUS_SQL = `case when unsubscribed_at is not null then 'unsubscribed' when confirmed_at is not null then 'confirmed' else 'pending' end`;
const WHERE = `($1::text is null or email ilike $1) and ($2::text is null or ${STATUS_SQL} = $2)`;

type Row = { email: string; language: string; status: Status; subscribed_at: Date; confirmed_at: Date | null; unsubscribed_at: Date | null };
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const toSubscriber = (row: Row): Subscriber => ({
  ...row, subscribed_at: new Date(row.subscribed_at).toISOString(), confirmed_at: iso(row.confirmed_at), unsubscribed_at: iso(row.unsubscribed_at),
});
const SELECT = `select email, language, ${STATUS_SQL} as status, created_at as subscribed_at, confirmed_at, unsubscribed_at from newsletter_subscribers`;

export async function listSubscribers(
  database: Database, { q, status, page, page_size }: { q?: string; status?: Status; page: number; page_size: number },
): Promise<AdminPage<Subscriber>> {
  const parameters = [q ? likePattern(q) : null, status ?? null];
  const [rows, [count]] = await Promise.all([
    database.query<Row>(`${SELECT} where ${WHERE} order by created_at desc, id limit $3 offset $4`,
      [...parameters, page_size, (page - 1) * page_size], 'admin.subscribers-list'),
    database.query<{ total: number }>(`select count(*)::int as total from newsletter_subscribers where ${WHERE}`, parameters, 'admin.subscribers-count'),
  ]);
  return { rows: rows.map(toSubscriber), total: count?.total ?? 0, page, page_size };
}

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const SUBSCRIBER_CSV_HEADER = ['email', 'language', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'] as const;

export async function subscribersCsv(database: Database, status?: Status): Promise<string> {
  const rows = (await database.query<Row>(`${SELECT} where ${WHERE} order by created_at, id`, [null, status ?? null], 'admin.subscribers-export')).map(toSubscriber);
  const lines = [SUBSCRIBER_CSV_HEADER.join(','), ...rows.map((row) => SUBSCRIBER_CSV_HEADER.map((column) => csvField(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
