/** The news' back-office calls (issue 12 §7); the rules are in news-admin.ts. */
import {
  AdminNewsResponseSchema, CreateNewsBodySchema, GetAdminNewsQuerySchema, ListAdminNewsQuerySchema, ListAdminNewsResponseSchema,
  PublishNewsBodySchema, UnpublishNewsBodySchema, UpdateNewsBodySchema,
} from '../../../shared/contracts/admin/news.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { adminRead, adminWrite } from '../admin/admin-gate.js';
import { createNews, getAdminNews, listAdminNews, publishNews, unpublishNews, updateNews } from './news-admin.js';

export function registerNewsAdmin(app: AppHono, { database }: AppDeps): void {
  adminRead(app, {
    name: 'listAdminNews', summary: 'News items, searched by name, slug or id, filtered by status, sorted by date, paged',
    query: ListAdminNewsQuerySchema, response: ListAdminNewsResponseSchema,
  }, async (query) => listAdminNews(database, query));
  adminRead(app, {
    name: 'getAdminNews', summary: 'One news item with every field in es and en and its publication',
    query: GetAdminNewsQuerySchema, response: AdminNewsResponseSchema,
  }, async ({ id }) => getAdminNews(database, id));
  adminWrite(app, {
    name: 'createNews', summary: 'Create a news item, not published yet', body: CreateNewsBodySchema, response: AdminNewsResponseSchema,
  }, async ({ news }, { actor }) => createNews(database, actor, news));
  adminWrite(app, {
    name: 'updateNews', summary: 'Change the name, content, slug and image of a news item', body: UpdateNewsBodySchema, response: AdminNewsResponseSchema,
  }, async ({ id, news }, { actor }) => updateNews(database, actor, id, news));
  adminWrite(app, {
    name: 'publishNews', summary: 'Publish a news item at a moment; a future moment schedules it', body: PublishNewsBodySchema, response: AdminNewsResponseSchema,
  }, async ({ id, published_at }, { actor }) => publishNews(database, actor, id, published_at));
  adminWrite(app, {
    name: 'unpublishNews', summary: 'Take a news item off the storefront without deleting it', body: UnpublishNewsBodySchema, response: AdminNewsResponseSchema,
  }, async ({ id }, { actor }) => unpublishNews(database, actor, id));
}
