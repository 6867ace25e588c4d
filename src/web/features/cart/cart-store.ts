/**
 * The one cart of the tab (§4 Cart): a small store outside React, so the add buttons, the top-bar count,
 * the cart panel and the profile's wishlist reach the same lines without a provider around the app. Every
 * change is written to session storage (§9, CART-15) and the stored copy is read back on load (CART-16);
 * `clearCart` empties both (sign-out, checkout success: CART-19..22).
 */
import { useSyncExternalStore } from 'react';
import type { CartLimit } from '../../../shared/cart.js';
import { STORED_ITEMS } from '../../../shared/storage-inventory.js';
import { addProduct, parseStoredCart, stepLine, type CartItem, type CartProduct } from './cart-lines.js';

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
  notice: CartNotice | null;
  /** Grows each time something asks the cart panel to open (after an add, CART-08). */
  openRequests: number;
}

function readStored(): CartItem[] {
  try {
    return parseStoredCart(sessionStorage.getItem(KEY));
  } catch {
    return []; // Storage disabled: the cart lives in memory only.
  }
}

function store(lines: CartItem[]): void {
  try {
    if (lines.length === 0) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Storage full or disabled: the cart still works for this page.
  }
}

let state: CartState = { lines: typeof window === 'undefined' ? [] : readStored(), notice: null, openRequests: 0 };
let notices = 0;
const listeners = new Set<() => void>();

function emit(next: CartState): void {
  if (next.lines !== state.lines) store(next.lines);
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
  emit({ lines, notice, openRequests: state.openRequests + 1 });
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
  store([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(subscribe, () => state, () => state);
}
