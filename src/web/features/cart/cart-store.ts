/**
 * The one cart of the tab (§4 Cart): a small store outside React, so the add buttons, the top-bar count,
 * the cart panel and the profile's wishlist reach the same lines without a provider around the app. Every
 * change is written to session storage (§9, CART-15) and the stored copy is read back on load (CART-16);
 * `clearCart` empties both (sign-out, checkout success: CART-19..22). The cart remembers the account it
 * was filled by: a session that ends on its own keeps it for that account's return (issue 10 §6: an
 * expired session at checkout signs in again with the cart intact), another account never sees it.
 */
import { useSyncExternalStore } from 'react';
import type { CartLimit } from '../../../shared/cart.js';
import { STORED_ITEMS } from '../../../shared/storage-inventory.js';
import { fitToStock } from '../../../shared/cart.js';
import { addProduct, parseStoredCart, refreshedFields, stepLine, type CartItem, type CartProduct, type StoredCart } from './cart-lines.js';

const KEY = STORED_ITEMS.cart.name;

/** Why the last add or plus could not happen, for the panel's polite message. */
export interface CartNotice {
  limit: CartLimit;
  productId: number;
  title: { es: string; en: string };
  /** The product's stock when the limit is its stock. */
  stock: number;
  /** Grows with each notice, so the same refusal twice is announced twice. */
  id: number;
}

export interface CartState {
  lines: CartItem[];
  /** The user id of the account the lines were chosen by. */
  owner: string | null;
  notice: CartNotice | null;
  /** Grows each time something asks the cart panel to open (after an add, CART-08). */
  openRequests: number;
}

function readStored(): StoredCart {
  try {
    return parseStoredCart(sessionStorage.getItem(KEY));
  } catch {
    return { owner: null, lines: [] }; // Storage disabled: the cart lives in memory only.
  }
}

function store({ owner, lines }: StoredCart): void {
  try {
    if (lines.length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ owner, lines }));
  } catch {
    // Storage full or disabled: the cart still works for this page.
  }
}

let state: CartState = { ...(typeof window === 'undefined' ? { owner: null, lines: [] } : readStored()), notice: null, openRequests: 0 };
let notices = 0;
const listeners = new Set<() => void>();

function emit(next: CartState): void {
  if (next.lines !== state.lines || next.owner !== state.owner) store(next);
  state = next;
  for (const listener of listeners) listener();
}

function noticeFor(limit: CartLimit | undefined, product: Pick<CartItem, 'productId' | 'title' | 'stock'>): CartNotice | null {
  if (!limit) return null;
  notices += 1;
  return { limit, productId: product.productId, title: product.title, stock: product.stock, id: notices };
}

/** Adds one of each product (an add button, or "add all" from the wishlist) and opens the cart panel. */
export function addProductsToCart(products: readonly CartProduct[]): void {
  let lines = state.lines;
  let notice: CartNotice | null = null;
  for (const product of products) {
    const change = addProduct(lines, product);
    lines = change.lines;
    notice = noticeFor(change.limitedBy, { productId: product.id, title: product.title, stock: product.stock }) ?? notice;
  }
  emit({ ...state, lines, notice, openRequests: state.openRequests + 1 });
}

export function stepCartLine(productId: number, step: 1 | -1): void {
  const line = state.lines.find((item) => item.productId === productId);
  if (!line) return;
  const change = stepLine(state.lines, productId, step);
  emit({ ...state, lines: change.lines, notice: noticeFor(change.limitedBy, line) });
}

export function removeCartLine(productId: number): void {
  emit({ ...state, lines: state.lines.filter((line) => line.productId !== productId), notice: null });
}

/** Dismisses the notice (only notice `id` when given, so a newer one, from an add just made, stays). */
export function dismissCartNotice(id?: number): void {
  if (state.notice && (id === undefined || state.notice.id === id)) emit({ ...state, notice: null });
}

/** Empties the cart and its stored copy (§4: sign-out's reset, checkout success). */
export function clearCart(): void {
  emit({ ...state, lines: [], notice: null });
  store({ owner: null, lines: [] });
}

/** The signed-in account: its own cart stays, one chosen by another account goes. */
export function claimCart(userId: string): void {
  if (state.owner === userId) return;
  // A copy without an owner is from before carts had one, and was this tab's shopper's.
  emit({ ...state, owner: userId, lines: state.owner === null ? state.lines : [], notice: null });
}

/**
 * Writes what the store says now (price, title, cover, stock; at checkout) onto the lines, without
 * changing a quantity: a line above its stock stays, for the shopper to see and fix.
 */
export function refreshCartProducts(products: readonly CartProduct[]): void {
  const fresh = new Map(products.map((product) => [product.id, product]));
  let changed = false;
  const lines = state.lines.map((line) => {
    const product = fresh.get(line.productId);
    if (!product) return line;
    const next = { ...line, ...refreshedFields(product) };
    if (next.pvpCents === line.pvpCents && next.stock === line.stock && next.imageUrl === line.imageUrl
      && next.title.es === line.title.es && next.title.en === line.title.en) return line;
    changed = true;
    return next;
  });
  if (changed) emit({ ...state, lines });
}

/** Notes what is left of some products (a sold-out answer at checkout), quantities unchanged. */
export function noteCartStock(stockById: ReadonlyMap<number, number>): void {
  const lines = state.lines.map((line) => (stockById.has(line.productId) && stockById.get(line.productId) !== line.stock
    ? { ...line, stock: stockById.get(line.productId)! } : line));
  emit({ ...state, lines });
}

/** Lines cut to the stock they last read (at checkout), sold-out ones and those no longer for sale (`gone`) dropped. */
export function fitCartToStock(gone: ReadonlySet<number> = new Set()): void {
  const kept = state.lines.filter((line) => !gone.has(line.productId));
  emit({ ...state, lines: fitToStock(kept, (productId) => kept.find((line) => line.productId === productId)!.stock), notice: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
