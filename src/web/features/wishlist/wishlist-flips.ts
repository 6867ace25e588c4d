/**
 * The hearts' optimistic state (§4 Wishlist): while a setWishlist call is on its way, the product shows
 * as flipped (WISH-03) and further clicks on it are ignored (WISH-05); once the list has been re-read
 * (WISH-01) or the call has failed (WISH-04), the flip goes and the list decides again. Shared by every
 * heart of the page, so the card, the quick-view and the profile agree.
 */
import { useSyncExternalStore } from 'react';

let flips: ReadonlyMap<number, boolean> = new Map();
const listeners = new Set<() => void>();

function emit(next: Map<number, boolean>): void {
  flips = next;
  for (const listener of listeners) listener();
}

/** Starts a flip; false when one is already pending for the product (the click is ignored). */
export function startFlip(productId: number, wished: boolean): boolean {
  if (flips.has(productId)) return false;
  emit(new Map(flips).set(productId, wished));
  return true;
}

export function endFlip(productId: number): void {
  const next = new Map(flips);
  next.delete(productId);
  emit(next);
}

/** Membership as shown: the pending flip if there is one, else the list's answer. */
export function shownAsWished(pending: ReadonlyMap<number, boolean>, inList: ReadonlySet<number>, productId: number): boolean {
  return pending.get(productId) ?? inList.has(productId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWishlistFlips(): ReadonlyMap<number, boolean> {
  return useSyncExternalStore(subscribe, () => flips, () => flips);
}
