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

export function HydrateLater({ selector, children }: { selector: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part selector={selector}>{children}</Part>
    </Suspense>
  );
}
