/**
 * The news in the back office (issue 12 §7): list, read, create, update, publish and unpublish.
 *
 * - An item is public from `published_at` on (news/news.ts reads only `published_at <= now()`): null is not
 *   published (a new item, or one unpublished: its row stays), a future moment is scheduled, and the
 *   storefront shows it when that moment comes, with no job to run.
 * - Each write is one transaction: the row locked, the change, and one audit row with the item before and
 *   after (recordAudit). A write that changes nothing (publishing at the moment it already has,
 *   unpublishing an item not published, saving the same fields) records nothing (decision 0020).
 * - The slug is the operator's, checked by the contract and unique: a clash is a 409 SLUG_TAKEN, also when
 *   two operators take the same slug at once (the unique constraint decides).
 * - The storefront's news reads are not memoised and their ETags hash the answer, so a change shows on
 *   /news, /new, the home's block and the sitemap at the next read.
 */
import { SLUG_TAKEN } from '../../../shared/contracts/admin/catalogue.js';
import type { AdminPage } from '../../../shared/contracts/admin/common.js';
import type { AdminNews, AdminNewsRow, ListAdminNewsQuery, NewsInput, NewsSort } from '../../../shared/contracts/admin/news.js';
import type { Database, TransactionQuery } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { likePattern } from '../admin/users-admin.js';
import { catalogChanged } from '../catalog/catalog-changes.js';

const STATUS = `case when n.published_at is null then 'unpublished' when n.published_at > now() then 'scheduled' else 'published' end`;
const NEWS_COLUMNS = `n.id, n.slug, n.name, n.content, n.image_url, n.published_at, ${STATUS} as status, n.created_at, n.updated_at`;
const ROW_COLUMNS = `n.id, n.slug, n.name, n.image_url, n.published_at, ${STATUS} as status, n.updated_at`;

type Moment = Date | string;
const iso = (value: Moment) => new Date(value).toISOString();

type NewsRow = Omit<AdminNews, 'published_at' | 'created_at' | 'updated_at'> & { published_at: Moment | null; created_at: Moment; updated_at: Moment };
const toNews = (row: NewsRow): AdminNews => ({
  ...row, published_at: row.published_at === null ? null : iso(row.published_at), created_at: iso(row.created_at), updated_at: iso(row.updated_at),
});

const SORTS: Record<NewsSort, string> = {
  newest: 'n.published_at desc nulls first, n.id desc',
  oldest: 'n.published_at asc nulls last, n.id asc',
  updated: 'n.updated_at desc, n.id desc',
};

export async function listAdminNews(database: Database, query: ListAdminNewsQuery): Promise<AdminPage<AdminNewsRow>> {
  const { q, status, page, page_size: pageSize } = query;
  const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where = `($1::text is null or n.name->>'es' ilike $1 or n.name->>'en' ilike $1 or n.slug ilike $1 or n.id = $2::int)
    and ($3::text is null or ${STATUS} = $3)`;
  const parameters = [q ? likePattern(q) : null, id, status ?? null];
  const [rows, [count]] = await Promise.all([
    database.query<Omit<NewsRow, 'content' | 'created_at'>>(
      `select ${ROW_COLUMNS} from news n where ${where} order by ${SORTS[query.sort]} limit $4 offset $5`,
      [...parameters, pageSize, (page - 1) * pageSize], `admin.news-list.${query.sort}`),
    database.query<{ total: number }>(`select count(*)::int as total from news n where ${where}`, parameters, 'admin.news-count'),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, published_at: row.published_at === null ? null : iso(row.published_at), updated_at: iso(row.updated_at) })),
    total: count?.total ?? 0, page, page_size: pageSize,
  };
}

async function newsRow(run: TransactionQuery, id: number, lock = false): Promise<AdminNews> {
  const [row] = await run<NewsRow>(`select ${NEWS_COLUMNS} from news n where n.id = $1${lock ? ' for update' : ''}`, [id]);
  if (!row) throw new AppError('not_found', `No news item with id ${id}`);
  return toNews(row);
}

export async function getAdminNews(database: Database, id: number) {
  return { news: await newsRow((text, params) => database.query(text, params), id) };
}

function slugTaken(slug: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error, 'slug')) {
      throw new AppError('conflict', `Another news item already has the slug "${slug}": choose another`, { reason: SLUG_TAKEN, field: 'slug' });
    }
    throw error;
  };
}

/** The fields the operator edits, to compare a change with what was there. */
const editable = ({ slug, name, content, image_url }: AdminNews | NewsInput) =>
  JSON.stringify([slug, name.es, name.en, content.es, content.en, image_url]);

/** A write the storefront shows: its server-drawn pages and memoised answers forget what they hold. */
async function shownChange<T>(database: Database, write: Promise<T>): Promise<T> {
  const result = await write;
  catalogChanged(database);
  return result;
}

export async function createNews(database: Database, actor: AuditActor, input: NewsInput) {
  return shownChange(database, database.transaction(async (query) => {
    const [created] = await query<{ id: number }>(
      `insert into news (slug, name, content, image_url, published_at) values ($1, $2::jsonb, $3::jsonb, $4, null) returning id`,
      [input.slug, JSON.stringify(input.name), JSON.stringify(input.content), input.image_url]).catch(slugTaken(input.slug));
    const news = await newsRow(query, created!.id);
    await recordAudit(query, actor, { action: 'news.create', targetType: 'news', targetId: news.id, before: null, after: news });
    return { news };
  }));
}

export async function updateNews(database: Database, actor: AuditActor, id: number, input: NewsInput) {
  return shownChange(database, database.transaction(async (query) => {
    const before = await newsRow(query, id, true);
    if (editable(before) === editable(input)) return { news: before };
    await query(
      `update news set slug = $2, name = $3::jsonb, content = $4::jsonb, image_url = $5, updated_at = now() where id = $1`,
      [id, input.slug, JSON.stringify(input.name), JSON.stringify(input.content), input.image_url]).catch(slugTaken(input.slug));
    const news = await newsRow(query, id);
    await recordAudit(query, actor, { action: 'news.update', targetType: 'news', targetId: id, before, after: news });
    return { news };
  }));
}

/** Sets the publication moment (null unpublishes); the audit row holds the moment and status before and after. */
async function setPublication(database: Database, actor: AuditActor, id: number, at: string | null) {
  return shownChange(database, database.transaction(async (query) => {
    const before = await newsRow(query, id, true);
    const moment = at === null ? null : new Date(at).toISOString();
    if (before.published_at === moment) return { news: before };
    await query('update news set published_at = $2::timestamptz, updated_at = now() where id = $1', [id, moment]);
    const news = await newsRow(query, id);
    await recordAudit(query, actor, {
      action: at === null ? 'news.unpublish' : 'news.publish', targetType: 'news', targetId: id,
      before: { published_at: before.published_at, status: before.status }, after: { published_at: news.published_at, status: news.status },
    });
    return { news };
  }));
}

export const publishNews = (database: Database, actor: AuditActor, id: number, at: string) => setPublication(database, actor, id, at);
export const unpublishNews = (database: Database, actor: AuditActor, id: number) => setPublication(database, actor, id, null);
