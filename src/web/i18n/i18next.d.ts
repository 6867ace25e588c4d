/** Typed translation keys (STYLE.md §7): the English files are the reference shape. */
import 'i18next';
import type account from '../locales/en/account.json';
import type admin from '../locales/en/admin.json';
import type checkout from '../locales/en/checkout.json';
import type common from '../locales/en/common.json';
import type invoices from '../locales/en/invoices.json';
import type orders from '../locales/en/orders.json';
import type pages from '../locales/en/pages.json';
import type product from '../locales/en/product.json';
import type search from '../locales/en/search.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      admin: typeof admin;
      checkout: typeof checkout;
      common: typeof common;
      invoices: typeof invoices;
      orders: typeof orders;
      pages: typeof pages;
      product: typeof product;
      search: typeof search;
    };
    returnNull: false;
  }
}
