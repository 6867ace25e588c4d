/**
 * Parts of a server-drawn page below its first screen hydrate after it (issue 13 §1, decision 0027): each is
 * its own Suspense boundary (`<HydrateLater>`), which React hydrates apart from the first pass, at its
 * lowest priority and in slices that yield to the browser, so the one task that blocks the main thread
 * covers only the first screen. An update that reaches a part first makes React hydrate it at once.
 *
 * main.tsx calls `beginHydration` before it hydrates a server-drawn page: it finds the deferred parts by
 * their attribute in the markup. The page is marked hydrated (`html[data-hydrated]`, which the end-to-end
 * tests wait for) once the root and every deferred part have hydrated (or left the page); each is marked on
 * the performance timeline (`hydrated:root`, `hydrated:<selector>`).
 */

/** The attribute the server's markup of a deferred part carries (drawn by HydrateLater's child). */
export const DEFERRED_PART_ATTRIBUTE = 'data-hydrated-later';
/** The same, as props to spread on a part's element. */
export const DEFERRED_PART = { [DEFERRED_PART_ATTRIBUTE]: '' } as const;

let rootHydrated = false;
let whenAllHydrated: (() => void) | undefined;
/** The deferred parts of the server's markup not hydrated yet. */
const pending = new Set<Element>();
/** The one look-again timer (every part's mark calls settle: without it, each started a polling chain of its own). */
let lookAgain: ReturnType<typeof setTimeout> | undefined;

function settle(): void {
  for (const element of pending) if (!element.isConnected) pending.delete(element);
  if (!rootHydrated || !whenAllHydrated) return;
  if (pending.size > 0) {
    // A part the reader navigated away from before it hydrated never says it has: look again shortly.
    lookAgain ??= setTimeout(() => {
      lookAgain = undefined;
      settle();
    }, 500);
    return;
  }
  const done = whenAllHydrated;
  whenAllHydrated = undefined;
  done();
}

/** Before a server-drawn page hydrates. */
export function beginHydration(done: () => void): void {
  whenAllHydrated = done;
  for (const element of document.querySelectorAll(`[${DEFERRED_PART_ATTRIBUTE}]`)) pending.add(element);
}

/** The root's first commit (app.tsx). */
export function markRootHydrated(): void {
  rootHydrated = true;
  // Marks on the page's performance timeline: when the first pass and each later part were hydrated.
  performance.mark('hydrated:root');
  settle();
}

/** A deferred part has hydrated (its first effect); idempotent. */
export function markPartHydrated(selector: string): void {
  const element = document.querySelector(selector);
  if (!element || !pending.delete(element)) return;
  performance.mark(`hydrated:${selector}`);
  if (pending.size === 0) settle();
}
