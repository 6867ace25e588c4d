/** The catalogue's back-office calls (issue 12 §3); the rules are in catalogue-admin.ts. */
import {
  AdminProductResponseSchema, CreateProductBodySchema, GetAdminProductQuerySchema, ListAdminProductsQuerySchema,
  ListAdminProductsResponseSchema, SetProductHiddenBodySchema, UpdateProductBodySchema,
} from '../../../shared/contracts/admin/catalogue.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { adminRead, adminWrite } from '../admin/admin-gate.js';
import { createProduct, getAdminProduct, listAdminProducts, setProductHidden, updateProduct } from './catalogue-admin.js';

export function registerCatalogueAdmin(app: AppHono, { database }: AppDeps): void {
  adminRead(app, {
    name: 'listAdminProducts', summary: 'Products, searched by title or id, with filters, sort and paging',
    query: ListAdminProductsQuerySchema, response: ListAdminProductsResponseSchema,
  }, async (query) => listAdminProducts(database, query));
  adminRead(app, {
    name: 'getAdminProduct', summary: 'One product with every field in es and en, and its price history',
    query: GetAdminProductQuerySchema, response: AdminProductResponseSchema,
  }, async ({ id }) => getAdminProduct(database, id));
  adminWrite(app, {
    name: 'createProduct', summary: 'Create a product (its first price recorded)', body: CreateProductBodySchema, response: AdminProductResponseSchema,
  }, async ({ product }, { actor }) => createProduct(database, actor, product));
  adminWrite(app, {
    name: 'updateProduct', summary: 'Change every field of a product; a new price is recorded (decision 27)',
    body: UpdateProductBodySchema, response: AdminProductResponseSchema,
  }, async ({ id, product }, { actor }) => updateProduct(database, actor, id, product));
  adminWrite(app, {
    name: 'setProductHidden', summary: 'Hide a product from the storefront (or show it again); its history stays',
    body: SetProductHiddenBodySchema, response: AdminProductResponseSchema,
  }, async ({ id, hidden }, { actor }) => setProductHidden(database, actor, id, hidden));
}
