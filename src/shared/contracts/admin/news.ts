/**
 * The news in the back office (issue 12 §7): list, read, create and update news items (every field of
 * §3 News, name and content in es and en, decision 4), publish one at a moment (a future moment schedules
 * it) and unpublish it (its row stays; it can be published again). The storefront shows an item only from
 * its publication moment on (migration 0020).
 */
import { z } from 'zod';
import { AdminPageQuerySchema, AdminSearchSchema, adminPageOf } from './common.js';
import { MediaUrlSchema } from './catalogue.js';

/** News ids are the storefront's integer ids (decision 25). */
export const NewsIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

export const NEWS_NAME_MAX = 200;
export const NEWS_CONTENT_MAX = 20_000;
export const NEWS_SLUG_MAX = 80;
/** Lower-case words of letters and digits joined by single hyphens: the item's generated art is `/media/art/news/<slug>.svg`. */
export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The generated artwork of a slug (the media store draws one for every news item). */
export const newsArtworkUrl = (slug: string) => `/media/art/news/${slug}.svg`;

/** A URL-safe slug from a name: accents dropped, lower case, words joined by hyphens. */
export function slugOf(name: string): string {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '').slice(0, NEWS_SLUG_MAX).replace(/-+$/, '');
}

/** A text in es and en of which at least one is written: the storefront shows the other as the fallback (decision 4). */
const localized = (max: number) => z.object({ es: z.string().trim().max(max), en: z.string().trim().max(max) })
  .refine((text) => text.es !== '' || text.en !== '', { message: 'needs the Spanish or the English text' });

export const NewsInputSchema = z.object({
  name: localized(NEWS_NAME_MAX),
  /** The simple markup of §2 News (shared/news-markup.ts). */
  content: localized(NEWS_CONTENT_MAX),
  slug: z.string().trim().min(1, { message: 'is required' }).max(NEWS_SLUG_MAX)
    .regex(NEWS_SLUG_PATTERN, { message: 'only lower-case letters, digits and single hyphens' }),
  image_url: MediaUrlSchema,
});
export type NewsInput = z.infer<typeof NewsInputSchema>;

export const NEWS_STATUSES = ['published', 'scheduled', 'unpublished'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const AdminNewsSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.object({ es: z.string(), en: z.string() }),
  content: z.object({ es: z.string(), en: z.string() }),
  image_url: z.string(),
  /** From when the storefront shows it; null when it is not published. */
  published_at: z.string().nullable(),
  /** From `published_at` and the server's clock at the moment of the answer. */
  status: z.enum(NEWS_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminNews = z.infer<typeof AdminNewsSchema>;

export const AdminNewsRowSchema = AdminNewsSchema.pick({ id: true, slug: true, name: true, image_url: true, published_at: true, status: true, updated_at: true });
export type AdminNewsRow = z.infer<typeof AdminNewsRowSchema>;

export const NEWS_SORTS = ['newest', 'oldest', 'updated'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

export const ListAdminNewsQuerySchema = AdminPageQuerySchema.extend({
  q: AdminSearchSchema.describe('Part of the name (es or en) or of the slug, or the id'),
  status: z.enum(NEWS_STATUSES).optional(),
  /** By publication moment (items not published first under newest, last under oldest), or by last change. */
  sort: z.enum(NEWS_SORTS).default('newest'),
});
export type ListAdminNewsQuery = z.output<typeof ListAdminNewsQuerySchema>;
export const ListAdminNewsResponseSchema = adminPageOf(AdminNewsRowSchema);

export const GetAdminNewsQuerySchema = z.object({ id: NewsIdSchema });
export const AdminNewsResponseSchema = z.object({ news: AdminNewsSchema });

/** A new item is not published until publishNews. */
export const CreateNewsBodySchema = z.object({ news: NewsInputSchema });
export const UpdateNewsBodySchema = z.object({ id: NewsIdSchema, news: NewsInputSchema });
/** The moment is ISO 8601 with its offset; a future one schedules the item. */
export const PublishNewsBodySchema = z.object({
  id: NewsIdSchema,
  published_at: z.iso.datetime({ offset: true, message: 'must be a date and time ISO 8601 with its offset' })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year <= 2100;
    }, { message: 'must be between the years 2000 and 2100' }),
});
export const UnpublishNewsBodySchema = z.object({ id: NewsIdSchema });
