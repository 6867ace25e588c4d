/**
 * The cart's rules (§4 Cart), pure so the storefront and the server apply the same ones: adding a product
 * already in the cart raises its quantity by 1, a new one enters with 1; a line never goes above the
 * product's stock or CART_LINE_LIMIT; a line at zero is dropped; at most CART_MAX_LINES lines.
 */
import { CART_LINE_LIMIT, CART_MAX_LINES } from './constants.js';

export interface CartLine {
  productId: number;
  quantity: number;
}

/** Why an add or a change did not (fully) happen, for the shopper's message. */
export type CartLimit = 'sold_out' | 'stock' | 'line_limit' | 'cart_full';

export interface CartChange<Line extends CartLine> {
  lines: Line[];
  /** Set when the cart could not take the whole change. */
  limitedBy?: CartLimit;
}

/** The most of a product one line may hold: its stock, and never more than CART_LINE_LIMIT. */
export function lineCap(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock), CART_LINE_LIMIT));
}

/** Sets a line's quantity within the rules: above the cap it is capped, at zero or below the line goes. */
export function setLineQuantity<Line extends CartLine>(lines: Line[], productId: number, quantity: number, stock: number): CartChange<Line> {
  const cap = lineCap(stock);
  const wanted = Math.max(0, Math.floor(quantity));
  const granted = Math.min(wanted, cap);
  const limitedBy: CartLimit | undefined = granted === wanted ? undefined : cap === 0 ? 'sold_out' : cap === stock ? 'stock' : 'line_limit';
  const next = granted === 0
    ? lines.filter((line) => line.productId !== productId)
    : lines.map((line) => (line.productId === productId ? { ...line, quantity: granted } : line));
  return limitedBy ? { lines: next, limitedBy } : { lines: next };
}

/** Adds one of a product: +1 on its line, or a new line of 1 (built by `newLine`). */
export function addToCart<Line extends CartLine>(lines: Line[], productId: number, stock: number, newLine: () => Line): CartChange<Line> {
  const existing = lines.find((line) => line.productId === productId);
  if (existing) return setLineQuantity(lines, productId, existing.quantity + 1, stock);
  if (lineCap(stock) === 0) return { lines, limitedBy: 'sold_out' };
  if (lines.length >= CART_MAX_LINES) return { lines, limitedBy: 'cart_full' };
  return { lines: [...lines, { ...newLine(), productId, quantity: 1 }] };
}

export function removeFromCart<Line extends CartLine>(lines: Line[], productId: number): Line[] {
  return lines.filter((line) => line.productId !== productId);
}

/** The cart after the stock changed (read afresh): lines capped to what is left, sold-out lines dropped. */
export function fitToStock<Line extends CartLine>(lines: Line[], stockOf: (productId: number) => number): Line[] {
  return lines.flatMap((line) => {
    const quantity = Math.min(line.quantity, lineCap(stockOf(line.productId)));
    return quantity > 0 ? [{ ...line, quantity }] : [];
  });
}

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The sum of the lines, in cents: what the shopper pays (prices include VAT, decision 20). */
export function cartTotalCents(lines: readonly CartLine[], unitPriceCents: (productId: number) => number): number {
  return lines.reduce((sum, line) => sum + line.quantity * unitPriceCents(line.productId), 0);
}
