/**
 * A part of a server-drawn page below its first screen, hydrated after the first pass (lib/deferred-hydration.ts).
 * `selector` finds the part's own markup, which `children` draws with DEFERRED_PART_ATTRIBUTE.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { markPartHydrated } from '../lib/deferred-hydration.js';

function Part({ selector, children }: { selector: string; children: ReactNode }) {
  useEffect(() => markPartHydrated(selector), [selector]);
  return children;
}

/** `fallback`: what a page the browser draws itself shows while a lazy part's code loads (nothing by default). */
export function HydrateLater({ selector, children, fallback = null }: { selector: string; children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Part selector={selector}>{children}</Part>
    </Suspense>
  );
}
