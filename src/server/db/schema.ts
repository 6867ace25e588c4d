/**
 * The store's tables (ARCHITECTURE.md "Data model"). Amounts are integer cents (decision 2).
 * Migrations are generated from this file by drizzle-kit (`npm run db:generate`) into /drizzle.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type Localized = { es: string; en: string };
export type LocalizedList = { es: string[]; en: string[] };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    features: jsonb('features').$type<LocalizedList>().notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    platform: text('platform').notNull(),
    regions: text('regions').array().notNull(),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    type: text('type').notNull(),
    category: text('category').notNull(),
    developer: text('developer'),
    publisher: text('publisher'),
    releaseDate: date('release_date').notNull(),
    rating: numeric('rating', { precision: 3, scale: 1 }),
    /** The struck-through price: lowest price of the 30 days before the discount began (decision 27). */
    priceCents: integer('price_cents').notNull(),
    /** The selling price, VAT included (decision 20). */
    pvpCents: integer('pvp_cents').notNull(),
    /** Sellable units: available keys, the pre-order quota left, or for a bundle the draws its pool allows. */
    stock: integer('stock').notNull().default(0),
    isPreorder: boolean('is_preorder').notNull().default(false),
    preorderQuota: integer('preorder_quota').notNull().default(0),
    isBundle: boolean('is_bundle').notNull().default(false),
    bundleTier: text('bundle_tier'),
    bundleGameCount: smallint('bundle_game_count'),
    bundleMinAaa: smallint('bundle_min_aaa'),
    bundleMinIndie: smallint('bundle_min_indie'),
    bundleMaxValueCents: integer('bundle_max_value_cents'),
    imageUrl: text('image_url').notNull(),
    bannerUrl: text('banner_url').notNull(),
    videoUrl: text('video_url'),
    media: jsonb('media').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    minimumRequirements: jsonb('minimum_requirements').$type<Record<string, string> | null>(),
    recommendedRequirements: jsonb('recommended_requirements').$type<Record<string, string> | null>(),
    isBanner: boolean('is_banner').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isProductOfWeek: boolean('is_product_of_week').notNull().default(false),
    /** Hidden by the operator (migration 0019): off the storefront, its orders, keys and prices kept. */
    hidden: boolean('hidden').notNull().default(false),
    /** Lower-cased, accent-free es + en titles for title search (trigram indexed). */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`lower(pk_unaccent(coalesce(title->>'es', '') || ' ' || coalesce(title->>'en', '')))`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    // Search filters and sort orders are served by covering indexes (sort key, id, then every filter column
    // as INCLUDE), which drizzle cannot express: they and the filter columns' extended statistics are
    // created by hand in drizzle/0005, 0006 and 0007 (docs/decisions/0006). No bitmap indexes on single
    // filter columns: they tempted the planner into large bitmaps (a region is in up to 40% of products)
    // where an index-only scan of a covering index reads less.
    index('products_search_title_idx').using('gin', sql`${table.searchTitle} gin_trgm_ops`),
    uniqueIndex('products_one_banner').on(table.isBanner).where(sql`${table.isBanner}`),
    check('products_type_check', sql`${table.type} in ('game', 'subscription')`),
    check('products_rating_check', sql`${table.rating} is null or (${table.rating} >= 0 and ${table.rating} <= 10)`),
    check('products_money_check', sql`${table.priceCents} >= 0 and ${table.pvpCents} >= 0`),
  ],
);

/**
 * Distinct words of every title (search_title), for correcting a shopper's typos (docs/decisions/0001), each with
 * a lower bound of the length of the titles holding it, where a title search's walk starts (decision 0030).
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey(), shortestTitle: integer('shortest_title') },
  (table) => [
    index('search_words_length_idx').on(sql`length(${table.word})`, table.word),
    // The analysis finds the dictionary words holding a shopper's word through it (migration 0024, decision 0038).
    index('search_words_word_trgm').using('gin', sql`${table.word} gin_trgm_ops`),
  ],
);

/**
 * The words (of any length since migration 0031) of each product's search_title with the title's length, the title and
 * what a search filters and sorts on, kept by the dictionary's triggers (migrations 0026, 0028, 0030, 0031): a title
 * search walks one word's titles shortest title first (decisions 0043, 0046, 0048), or reads them all to sort them
 * (decision 0050).
 */
export const titleWords = pgTable(
  'title_words',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    titleLength: integer('title_length').notNull(),
    /** A copy of the product's search_title, which a walk tests the other words of a search on (decision 0046). */
    searchTitle: text('search_title').notNull(),
    // Copies of what a search filters on most, which a walk tests in the index (decision 0048).
    type: text('type').notNull(),
    platform: text('platform').notNull(),
    category: text('category').notNull(),
    pvpCents: integer('pvp_cents').notNull(),
    hidden: boolean('hidden').notNull(),
    // Copies of the sort keys a sorted walk orders by (decision 0050).
    rating: numeric('rating', { precision: 3, scale: 1 }),
    releaseDate: date('release_date').notNull(),
  },
  (table) => [
    primaryKey({ name: 'title_words_pkey', columns: [table.productId, table.word] }),
    // INCLUDE (search_title and the filtered and sorted columns) WHERE NOT hidden in migration 0031, which drizzle cannot express.
    index('title_words_walk').on(table.word, table.titleLength, table.productId.desc()),
  ],
);

/** Pool of candidate games of a mystery bundle (decision 6); quality 0-4, 4 = AAA, 0 untinted (decision 18). */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    quality: smallint('quality').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.productId] }),
    index('bundle_items_product_idx').on(table.productId),
    check('bundle_items_quality_check', sql`${table.quality} between 0 and 4`),
  ],
);

/** Every price a product has had (decision 27, EU Omnibus rule). */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    pvpCents: integer('pvp_cents').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (table) => [index('price_history_product_idx').on(table.productId, table.validFrom)],
);

/** The key pool. Codes are encrypted with AES-256-GCM; code_hash is an HMAC for duplicate checks. */
export const gameKeys = pgTable(
  'game_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    codeCiphertext: text('code_ciphertext').notNull(),
    codeHash: text('code_hash').notNull(),
    batch: text('batch').notNull(),
    status: text('status').notNull().default('available'),
    orderItemId: uuid('order_item_id'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // A key is one redemption whatever product it was loaded for: its fingerprint is unique in the whole pool (decision 0021).
    uniqueIndex('game_keys_code_hash_key').on(table.codeHash),
    index('game_keys_product_status_idx').on(table.productId, table.status),
    index('game_keys_order_item_idx').on(table.orderItemId),
    // The keys a checkout takes: a product's available keys, oldest first (order-keys.ts reserveKeys).
    index('game_keys_available_pick_idx').on(table.productId, table.createdAt, table.id).where(sql`${table.status} = 'available'`),
    check('game_keys_status_check', sql`${table.status} in ('available', 'reserved', 'sold', 'revoked')`),
  ],
);

/**
 * A product's key batch withdrawn by the operator (decision 0021): its keys are never on sale again. A key of
 * it given back by a canceled checkout or a refund is revoked instead (trigger game_keys_revoked_batch_guard,
 * drizzle/0018), and an import may not reuse the label for the product.
 */
export const keyBatchRevocations = pgTable(
  'key_batch_revocations',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    batch: text('batch').notNull(),
    revokedBy: text('revoked_by').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'key_batch_revocations_pkey', columns: [table.productId, table.batch] })],
);

/**
 * Accounts: Better Auth's tables (user, session, account, verification, two-factor), keyed by the field
 * names Better Auth uses (src/server/modules/accounts/auth.ts maps its models to these). Ids are UUIDs
 * (decision 25) generated by Better Auth; `name` is the shopper's full name.
 */
export const users = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** The language mails are written in: the one the shopper used when signing up (es or en). */
  language: text('language').notNull().default('en'),
  /** `admin` is the back office's operator (decision 26); everyone else is a `user`. Better Auth admin plugin's fields. */
  role: text('role').notNull().default('user'),
  /** A blocked user cannot sign in; their sessions are ended when they are blocked. */
  banned: boolean('banned').notNull().default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  ...timestamps,
}, (table) => [
  index('user_operators_idx').on(table.id).where(sql`${table.role} = 'admin'`),
  check('user_role_check', sql`${table.role} in ('user', 'admin')`),
]);

export const sessions = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    ...timestamps,
  },
  (table) => [index('session_user_idx').on(table.userId)],
);

/** A way to sign in: the password ("credential"), or a social provider's account. */
export const accounts = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** argon2id hash (src/server/modules/accounts/password-hash.ts). */
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_idx').on(table.userId)],
);

/** Mailed links and codes (verification, recovery, sign-in codes), hashed where Better Auth allows. */
export const verifications = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const twoFactors = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Encrypted with AUTH_SECRET by Better Auth. */
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(false),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factor_user_idx').on(table.userId), index('two_factor_secret_idx').on(table.secret)],
);


export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number the shopper sees and quotes (from 100001 up); the id stays internal. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** Null once the account is deleted: invoices are kept without the person's identity. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    pvpCents: integer('pvp_cents').notNull(),
    totalDiscountCents: integer('total_discount_cents').notNull().default(0),
    billing: jsonb('billing').$type<Record<string, string>>(),
    paymentMethod: text('payment_method'),
    /** The language the shopper bought in: their mails about this order are written in it. */
    language: text('language').notNull().default('es'),
    /** Until then the order's keys are held for it; a pending order past it is canceled and its keys go back. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Why an order was canceled: the provider's decline code, `reservation_expired`, … */
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt.desc()),
    index('orders_pending_expiry_idx').on(table.reservedUntil).where(sql`${table.status} = 'pending'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    pvpCents: integer('pvp_cents').notNull(),
    status: text('status').notNull().default('pending'),
    /** The line's place in the cart it came from: items are listed in that order. */
    position: smallint('position').notNull().default(0),
    /** A mystery bundle's draw (decision 6): the seed and the games of each bundle bought, reproducible from it. */
    draw: jsonb('draw').$type<{ seed: string; games: number[][] }>(),
    ...timestamps,
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * Invoices (issue 11 §4, docs/decisions/0018): numbered per series and year without gaps. The number is
 * taken from `invoice_counters` under its row lock in the transaction that issues the invoice, so a
 * rollback gives it back and two issues never share one. An order's invoice is issued by the trigger on
 * `orders` (drizzle/0015_invoices.sql) in the very transaction that marks the order paid; everything printed
 * is a snapshot taken then, so the PDF can be made again, identical, from the row alone.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** F: ordinary invoices (simplified and full); R: corrective ones (their own series, RD 1619/2012 art. 6.1.a). */
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    /** The number the next invoice of the series and year takes. */
    nextNumber: integer('next_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/** Who issues the invoices (STORE_LEGAL_NAME, STORE_TAX_ID, STORE_ADDRESS), written at every start; one row. */
export const invoiceIssuer = pgTable(
  'invoice_issuer',
  {
    id: boolean('id').primaryKey().default(true),
    legalName: text('legal_name').notNull(),
    taxId: text('tax_id').notNull(),
    address: text('address').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('invoice_issuer_single_row', sql`${table.id}`)],
);

export type InvoiceLine = { description: Localized; quantity: number; unit_price_cents: number; total_cents: number };

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
    /** A corrective invoice's refunded item (one corrective invoice per item). */
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'restrict' }),
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    /** simplified (factura simplificada), full (factura completa) or corrective (factura rectificativa). */
    kind: text('kind').notNull(),
    /**
     * A corrective invoice: the invoice it corrects. A full invoice issued in exchange for a simplified
     * one (at the buyer's request): the simplified invoice it replaces.
     */
    originalInvoiceId: uuid('original_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's language when it was issued: the PDF's language unless the reader asks for another. */
    language: text('language').notNull(),
    orderNumber: integer('order_number').notNull(),
    paymentMethod: text('payment_method'),
    seller: jsonb('seller').$type<{ legal_name: string; tax_id: string; address: string }>().notNull(),
    /** The billing details of the order when it was issued (the buyer, on a full invoice). */
    buyer: jsonb('buyer').$type<Record<string, string>>(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    vatRatePercent: smallint('vat_rate_percent').notNull(),
    /** Base + tax = total, to the cent (src/shared/tax.ts); negative on a corrective invoice. */
    baseCents: integer('base_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.series, table.year, table.number),
    index('invoices_order_idx').on(table.orderId),
    uniqueIndex('invoices_one_simplified_per_order').on(table.orderId).where(sql`${table.kind} = 'simplified'`),
    uniqueIndex('invoices_one_full_per_order').on(table.orderId).where(sql`${table.kind} = 'full'`),
    uniqueIndex('invoices_one_corrective_per_item').on(table.orderItemId).where(sql`${table.kind} = 'corrective'`),
    check('invoices_kind_check', sql`${table.kind} in ('simplified', 'full', 'corrective')`),
    check('invoices_amounts_check', sql`${table.baseCents} + ${table.taxCents} = ${table.totalCents}`),
  ],
);

/** A retried checkout (same shopper, same Idempotency-Key) finds its order here instead of making another. */
export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);

/** The store's side of a payment: one per order, opened with the provider, settled by its notifications. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    method: text('method').notNull(),
    /** open → succeeded | failed | canceled; refunded_cents grows with refunds. */
    status: text('status').notNull().default('open'),
    failureCode: text('failure_code'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('payments_provider_payment_key').on(table.provider, table.providerPaymentId),
    check('payments_status_check', sql`${table.status} in ('open', 'succeeded', 'failed', 'canceled')`),
  ],
);

/** Every provider notification taken, by its event id: a repeat is acknowledged and changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerPaymentId: text('provider_payment_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * Every reveal of an item's keys (decision 9, KEY-15): who, when, from which address. The first one, which
 * turns the item `redeemed`, is the buyer's consent (decision 11): it keeps the exact text shown, the
 * server's copy of it, with its version and language; later reveals of a redeemed item are plain views.
 */
export const keyReveals = pgTable(
  'key_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Null once the account is deleted, like its orders. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    isConsent: boolean('is_consent').notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent'),
    consentVersion: text('consent_version'),
    consentLanguage: text('consent_language'),
    consentText: text('consent_text'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('key_reveals_consent_key').on(table.orderItemId).where(sql`${table.isConsent}`),
    index('key_reveals_item_idx').on(table.orderItemId, table.revealedAt),
    check('key_reveals_consent_check', sql`not ${table.isConsent} or (${table.consentVersion} is not null and ${table.consentLanguage} is not null and ${table.consentText} is not null)`),
  ],
);

/**
 * A shopper's refund of an unrevealed item (§4 Refund, decision 19): refunded at once, or, for a shopper
 * with many refunds lately, `pending_review` until an operator approves (refunded) or rejects it (the item
 * goes back to what it was, `item_status_before`). One open and one refunded request per item at most.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** pending_review → refunded | rejected; or refunded at once. */
    status: text('status').notNull(),
    itemStatusBefore: text('item_status_before').notNull(),
    amountCents: integer('amount_cents').notNull(),
    clientAddress: text('client_address'),
    /** Whether it waited in the operator's queue. */
    reviewed: boolean('reviewed').notNull().default(false),
    /** `automatic`, or the operator who decided (`cli:<user>`). */
    decidedBy: text('decided_by'),
    /** Null when the shopper asked; the operator's label when they refunded a withdrawn key (not counted as the shopper's). */
    initiatedBy: text('initiated_by'),
    rejectionReason: text('rejection_reason'),
    /** The keys that went back to the pool, for the record (game_keys forget their item). */
    returnedKeyIds: uuid('returned_key_ids').array(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refund_requests_open_key').on(table.orderItemId).where(sql`${table.status} = 'pending_review'`),
    uniqueIndex('refund_requests_refunded_key').on(table.orderItemId).where(sql`${table.status} = 'refunded'`),
    index('refund_requests_user_idx').on(table.userId, table.requestedAt),
    index('refund_requests_queue_idx').on(table.requestedAt).where(sql`${table.status} = 'pending_review'`),
    check('refund_requests_status_check', sql`${table.status} in ('pending_review', 'refunded', 'rejected')`),
    check('refund_requests_item_status_check', sql`${table.itemStatusBefore} in ('pending', 'delivered')`),
  ],
);

/**
 * Work to do after a transaction commits, written in that transaction (the outbox pattern): mails,
 * refunds. A worker takes due jobs with FOR UPDATE SKIP LOCKED and marks each done once it has run;
 * `dedupe_key` keeps one job per purpose (one confirmation mail per order).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_due_idx').on(table.runAfter).where(sql`${table.doneAt} is null`)],
);

/**
 * The sandbox payment provider's own records (src/server/adapters/payments/sandbox): it stands in for an
 * outside service, so the store's code never reads these tables; it talks to the sandbox only through the
 * PaymentProvider interface and the sandbox's signed notifications.
 */
export const sandboxPayments = pgTable(
  'sandbox_pay_payments',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull(),
    returnUrl: text('return_url').notNull(),
    /** requires_payment_method → succeeded | failed | canceled */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    cardLast4: text('card_last4'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...timestamps,
  },
);

/** Notifications the sandbox owes the store, retried with back-off until the store acknowledges them. */
export const sandboxNotifications = pgTable(
  'sandbox_pay_notifications',
  {
    id: text('id').primaryKey(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_pay_notifications_due_idx').on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);

/**
 * A shopper's wishlist (spec §4 Wishlist): one row per product, oldest first. The entry goes with the
 * account, and with the product should it ever be deleted (products are hidden, not deleted, once sold).
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_user_product_key').on(table.userId, table.productId),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);

export const news = pgTable(
  'news',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: jsonb('name').$type<Localized>().notNull(),
    content: jsonb('content').$type<Localized>().notNull(),
    imageUrl: text('image_url').notNull(),
    /** Shown on the storefront from this moment on; null = not published (migration 0020). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_published_idx').on(table.publishedAt.desc(), table.id.desc())],
);

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased; unique, so a repeat makes no duplicate. */
  email: text('email').notNull().unique(),
  language: text('language').notNull().default('en'),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /** When the last confirmation mail went out: at most one per address per hour (issue 9 §4). */
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const instagramPosts = pgTable('instagram_posts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  mediaType: text('media_type').notNull(),
  mediaUrl: text('media_url').notNull(),
  permalink: text('permalink').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every operator action (issue 12 §10): who, what, when, and the state before and after, written in the
 * transaction of the change it records (src/server/modules/audit/audit.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operator's e-mail, or `cli:<login name>` for a command-line tool. Kept when the user goes. */
    actor: text('actor').notNull(),
    /** `<target type>.<verb>`, e.g. `product.update`, `keys.import`, `refund.approve`. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);
