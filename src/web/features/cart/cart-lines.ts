/**
 * The storefront's cart lines (§4 Cart) on top of the shared rules in shared/cart.ts: each line carries
 * what the panel shows (title in both languages, unit price in cents, cover, stock as last read), so the
 * panel needs no request. The stored copy is read back defensively: session storage is the shopper's to
 * edit, and a malformed line is dropped rather than breaking the page.
 */
import { addToCart, lineCap, setLineQuantity, type CartChange, type CartLine } from '../../../shared/cart.js';
import { CART_MAX_LINES } from '../../../shared/constants.js';
import { eurosToCents } from '../../../shared/money.js';

export interface CartItem extends CartLine {
  title: { es: string; en: string };
  /** Unit price in cents, VAT included (decision 20). */
  pvpCents: number;
  imageUrl: string;
  stock: number;
}

/** What an add needs to know of a product (a card summary or the full product both have it). */
export interface CartProduct {
  id: number;
  title: { es: string; en: string };
  pvp: number;
  image_url: string;
  stock: number;
}

export function toCartItem(product: CartProduct): CartItem {
  return {
    productId: product.id,
    quantity: 1,
    title: { es: product.title.es, en: product.title.en },
    pvpCents: eurosToCents(product.pvp),
    imageUrl: product.image_url,
    stock: product.stock,
  };
}

/** What a line takes afresh from its product: everything but the quantity. */
export function refreshedFields(product: CartProduct): Omit<CartItem, 'productId' | 'quantity'> {
  const { productId: _, quantity: __, ...fields } = toCartItem(product);
  return fields;
}

/** Adds one of `product`, with its fresh price and stock written onto an existing line. */
export function addProduct(lines: CartItem[], product: CartProduct): CartChange<CartItem> {
  const fresh = toCartItem(product);
  const refreshed = lines.map((line) => (line.productId === product.id ? { ...line, ...refreshedFields(product) } : line));
  return addToCart(refreshed, product.id, product.stock, () => fresh);
}

/** Plus (+1) or minus (−1) on a line; minus at 1 drops it (§4: lines at zero are dropped). */
export function stepLine(lines: CartItem[], productId: number, step: 1 | -1): CartChange<CartItem> {
  const line = lines.find((item) => item.productId === productId);
  if (!line) return { lines };
  return setLineQuantity(lines, productId, line.quantity + step, line.stock);
}

export function totalCents(lines: readonly CartItem[]): number {
  return lines.reduce((sum, line) => sum + line.quantity * line.pvpCents, 0);
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown): value is number => Number.isInteger(value);

function readLine(value: unknown): CartItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const title = line.title as Record<string, unknown> | undefined;
  if (!isWhole(line.productId) || line.productId < 1 || !isWhole(line.quantity) || !isWhole(line.pvpCents) || line.pvpCents < 0) return null;
  if (!isWhole(line.stock) || !isText(line.imageUrl) || !title || !isText(title.es) || !isText(title.en)) return null;
  const quantity = Math.min(line.quantity, lineCap(line.stock));
  if (quantity < 1) return null;
  return {
    productId: line.productId, quantity, title: { es: title.es, en: title.en },
    pvpCents: line.pvpCents, imageUrl: line.imageUrl, stock: line.stock,
  };
}

/** The cart as stored: its lines and the account they were chosen by (null for a copy from before owners). */
export interface StoredCart {
  owner: string | null;
  lines: CartItem[];
}

/** The stored cart (`{ owner, lines }`, or a bare list of lines), or an empty one when there is none or it cannot be read. */
export function parseStoredCart(raw: string | null): StoredCart {
  const none: StoredCart = { owner: null, lines: [] };
  if (!raw) return none;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return none;
  }
  const stored = value as { owner?: unknown; lines?: unknown } | null;
  const entries = Array.isArray(value) ? value : Array.isArray(stored?.lines) ? stored.lines : null;
  if (!entries) return none;
  const owner = !Array.isArray(value) && isText(stored?.owner) ? stored.owner : null;
  const seen = new Set<number>();
  const lines: CartItem[] = [];
  for (const entry of entries as unknown[]) {
    const line = readLine(entry);
    if (!line || seen.has(line.productId) || lines.length >= CART_MAX_LINES) continue;
    seen.add(line.productId);
    lines.push(line);
  }
  return { owner, lines };
}
