/**
 * getNews / getNew / getInstagramPosts (§7). A news item is public from its publication moment on
 * (`published_at <= now()`): a draft, an unpublished item (null) and a scheduled one (a future moment) are
 * in no storefront read, so not on /news, /new, the home's block, the sitemap nor the page's head tags,
 * which all read through these two functions. Both go to the database on every call (no memo), and the
 * answers' ETags are hashes of their bodies, so a change in the back office shows at once.
 */
import type { InstagramPost } from '../../../shared/contracts/get-instagram-posts.js';
import type { NewsItem } from '../../../shared/contracts/get-news.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';

const VISIBLE = 'n.published_at <= now()';
const NEWS_COLUMNS = `n.id, n.name, n.content, n.image_url, to_char(n.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as date`;

export async function listNews(database: Database): Promise<NewsItem[]> {
  return database.query<NewsItem>(
    `select ${NEWS_COLUMNS} from news n where ${VISIBLE} order by n.published_at desc, n.id desc`, [], 'news.list');
}

export async function getNewsItem(database: Database, id: number): Promise<NewsItem> {
  const [item] = await database.query<NewsItem>(`select ${NEWS_COLUMNS} from news n where n.id = $1 and ${VISIBLE}`, [id], 'news.one');
  if (!item) throw new AppError('not_found', `No news item with id ${id}`);
  return item;
}

export async function listInstagramPosts(database: Database): Promise<InstagramPost[]> {
  return database.query<InstagramPost>(
    `select id, media_type, media_url, permalink from instagram_posts order by posted_at desc, id desc limit 12`,
    [], 'instagram.list');
}
