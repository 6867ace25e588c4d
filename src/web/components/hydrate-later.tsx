/**
 * A part of a server-drawn page below its first screen, hydrated after the first pass (lib/deferred-hydration.ts).
 * `selector` finds the part's own markup, which `children` draws with DEFERRED_PART_ATTRIBUTE.
 *
 * Until the part has hydrated, it is drawn with the element of its first render. A parent drawn again in
 * the meantime (home when the session read ends, the query cache restored) would otherwise hand the
 * boundary new props, and React answers an update to a boundary not hydrated yet by hydrating it at once,
 * in the update's task: every deferred part of home together, one long task (75-95 ms unthrottled, home's
 * TBT in Lighthouse); and a part whose code has not arrived yet (the cart panel, the newsletter form) is
 * drawn anew, the server's markup thrown away. What changed meanwhile is drawn once the part has hydrated.
 */
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { markPartHydrated } from '../lib/deferred-hydration.js';

function Part({ selector, onHydrated, children }: { selector: string; onHydrated(): void; children: ReactNode }) {
  useEffect(() => {
    markPartHydrated(selector);
    onHydrated();
  }, [selector, onHydrated]);
  return children;
}

/** `fallback`: what a page the browser draws itself shows while a lazy part's code loads (nothing by default). */
export function HydrateLater({ selector, children, fallback = null }: { selector: string; children: ReactNode; fallback?: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  const onHydrated = useCallback(() => setHydrated(true), []);
  const boundary = (
    <Suspense fallback={fallback}>
      <Part selector={selector} onHydrated={onHydrated}>{children}</Part>
    </Suspense>
  );
  const first = useRef(boundary);
  return hydrated ? boundary : first.current;
}
