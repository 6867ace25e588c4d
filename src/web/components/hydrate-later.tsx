/**
 * A part of a server-drawn page below its first screen, hydrated after the first pass (lib/deferred-hydration.ts).
 * `selector` finds the part's own markup, which `children` draws with DEFERRED_PART_ATTRIBUTE.
 *
 * Until the part has hydrated, it is drawn with the element of its first render. A parent drawn again in
 * the meantime (home when the session read ends, the query cache restored) would otherwise hand the
 * boundary new props, and React answers an update to a boundary not hydrated yet by hydrating it at once,
 * in the update's task: every deferred part of home together, one long task (75-95 ms unthrottled, home's
 * TBT in Lighthouse); and a part whose code has not arrived yet (the cart panel, the newsletter form) is
 * drawn anew, the server's markup thrown away. What changed meanwhile is drawn once the part has hydrated; a
 * part drawn again meanwhile asks for its turn at once (the cart panel opened before it had hydrated).
 */
import { Suspense, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { askForPart, markPartHydrated, partTurn } from '../lib/deferred-hydration.js';

const noSubscription = () => () => undefined;

/**
 * Whether React is hydrating this component (it reads a store's server snapshot only then): a part drawn by
 * the browser (after a navigation) never waits for a turn, even while the page it replaces is still shown.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

/**
 * Suspends until `turn` has come. A component with no hook of its own: `use` in a component with hooks, while
 * hydrating, made React 19 fail now and then with "Update hook called on initial render" (its error 467) when
 * it replayed the component, and draw the part anew.
 */
function WaitForTurn({ turn, children }: { turn: Promise<void> | null; children: ReactNode }) {
  if (turn) use(turn);
  return children;
}

function Part({ selector, onHydrated, children }: { selector: string; onHydrated(): void; children: ReactNode }) {
  // The server's markup waits for its turn (lib/deferred-hydration.ts): React keeps it as it is meanwhile.
  const turn = useHydrating() ? partTurn(selector) : null;
  useEffect(() => {
    markPartHydrated(selector);
    onHydrated();
  }, [selector, onHydrated]);
  return <WaitForTurn turn={turn}>{children}</WaitForTurn>;
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
  const firstChildren = useRef(children);
  const drawnAgain = !hydrated && firstChildren.current !== children;
  useEffect(() => {
    if (drawnAgain) askForPart(selector);
  }, [drawnAgain, selector]);
  return hydrated ? boundary : first.current;
}
