/**
 * Which product the quick-view panel shows (spec §2 Product quick-view modal, §4): a tiny store outside
 * React so any card can open it and the one panel mounted in the layout follows. `opener` is the card
 * link that opened it: focus goes back there on close (UX.md overlays).
 */
import { useSyncExternalStore } from 'react';

export interface QuickViewState {
  productId: number;
  opener: HTMLElement | null;
  /** Grows on each open, so the panel remounts and its tab resets to About (§2, QV-13). */
  openCount: number;
}

let state: QuickViewState | null = null;
let opens = 0;
const listeners = new Set<() => void>();

function emit(next: QuickViewState | null): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openQuickView(productId: number, opener: HTMLElement | null = null): void {
  opens += 1;
  emit({ productId, opener, openCount: opens });
}

export function closeQuickView(): void {
  if (state) emit(null);
}

/** The panel's code, registered by the host: a card under the pointer or focus fetches it ahead of a click. */
let preloader: (() => void) | null = null;

export function setQuickViewPreloader(next: () => void): void {
  preloader = next;
}

export function preloadQuickView(): void {
  preloader?.();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQuickViewState(): QuickViewState | null {
  return useSyncExternalStore(subscribe, () => state, () => null);
}
