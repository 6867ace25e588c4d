/**
 * Parts of a server-drawn page below its first screen hydrate after it (issue 13 §1, decision 0027): each is
 * its own Suspense boundary (`<HydrateLater>`), which React hydrates apart from the first pass, at its
 * lowest priority and in slices that yield to the browser, so the one task that blocks the main thread
 * covers only the first screen. An update that reaches a part first makes React hydrate it at once.
 *
 * main.tsx calls `beginHydration` before it hydrates a server-drawn page: it finds the deferred parts by
 * their attribute in the markup. The page is marked hydrated (`html[data-hydrated]`, which the end-to-end
 * tests wait for) once the root and every deferred part have hydrated (or left the page); each is marked on
 * the performance timeline (`hydrated:root`, `hydrated:<selector>`), and so is each turn given
 * (`turn:<the part's place among the deferred parts>`).
 *
 * The parts take turns (decision 0036): each waits (`partTurn`, a promise its boundary suspends on) until the
 * one before it has hydrated and the browser has had a task of its own, so each is hydrated and committed
 * apart. Left to React, every part waiting at the same priority was hydrated in one pass and committed at
 * once, with every part's effects: home's one long task after its first screen (Lighthouse's TBT). A part
 * that comes near the screen, or that its page draws again (the cart panel opened), goes next.
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
  for (const element of pending) {
    if (element.isConnected) continue;
    pending.delete(element);
    moveOn(element);
  }
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

/**
 * Each waiting part's turn: the promise its boundary waits on, and what ends the wait. Weak, like the set of
 * parts whose turn has come: a part the reader navigated away from is not kept alive by them.
 */
const turns = new WeakMap<Element, [Promise<void>, () => void]>();
const given = new WeakSet<Element>();
/** Parts to go before the others, in the order they asked. */
const asked: Element[] = [];
/** The part whose turn it is, until it has hydrated (or left the page). */
let current: Element | undefined;
let stalled: ReturnType<typeof setTimeout> | undefined;
/**
 * A part still not hydrated this long after its turn came is waiting for something else (its code, in a chunk
 * of its own): the next one goes.
 */
export const STALL_MS = 150;
let watcher: IntersectionObserver | undefined;

function turnOf(element: Element): [Promise<void>, () => void] {
  let turn = turns.get(element);
  if (!turn) {
    let release!: () => void;
    turn = [new Promise<void>((done) => (release = done)), () => release()];
    turns.set(element, turn);
  }
  return turn;
}

/** Gives the next part its turn: one that asked first, else the first still waiting in the page's order. */
function next(): void {
  if (!rootHydrated || current) return;
  const waiting = (element: Element) => pending.has(element) && element.isConnected && !given.has(element);
  const element = asked.find(waiting) ?? [...pending].find(waiting);
  if (!element) return;
  current = element;
  given.add(element);
  // On the timeline, beside the parts' `hydrated:` marks: when each turn was given, and to which part (its place
  // among the page's deferred parts).
  performance.mark(`turn:${[...document.querySelectorAll(`[${DEFERRED_PART_ATTRIBUTE}]`)].indexOf(element)}`);
  stalled = setTimeout(() => moveOn(element), STALL_MS);
  turnOf(element)[1]();
}

/** The current part has hydrated, left, or waits for something else: the next one goes, in a task of its own. */
function moveOn(element: Element): void {
  if (current !== element) return;
  current = undefined;
  clearTimeout(stalled);
  setTimeout(next);
}

/** A part wants its turn now: it comes near the screen, or its page drew it again. */
function ask(element: Element | null): void {
  if (!element || asked.includes(element)) return;
  asked.push(element);
  next();
}

/** Before a server-drawn page hydrates. */
export function beginHydration(done: () => void): void {
  whenAllHydrated = done;
  for (const element of document.querySelectorAll(`[${DEFERRED_PART_ATTRIBUTE}]`)) pending.add(element);
  // A part within 400 px of the screen goes next (a part the reader scrolls, presses or tabs to is one).
  if (typeof IntersectionObserver === 'function') {
    watcher = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) ask(entry.target);
    }, { rootMargin: '400px' });
    for (const element of pending) watcher.observe(element);
  }
}

/**
 * What a deferred part's boundary waits on before it hydrates (components/hydrate-later.tsx): a promise until
 * its turn comes, or null when there is nothing to wait for (a part already given its turn or hydrated).
 */
export function partTurn(selector: string): Promise<void> | null {
  // The server draws every part at once (React reads the server snapshot there too).
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(selector);
  return element && pending.has(element) && !given.has(element) ? turnOf(element)[0] : null;
}

/** The page drew a part again before it hydrated (the cart panel opened): it goes next. */
export function askForPart(selector: string): void {
  ask(document.querySelector(selector));
}

/** The root's first commit (app.tsx). */
export function markRootHydrated(): void {
  rootHydrated = true;
  // Marks on the page's performance timeline: when the first pass and each later part were hydrated.
  performance.mark('hydrated:root');
  setTimeout(next);
  settle();
}

/** A deferred part has hydrated (its first effect); idempotent. */
export function markPartHydrated(selector: string): void {
  const element = document.querySelector(selector);
  if (!element || !pending.delete(element)) return;
  performance.mark(`hydrated:${selector}`);
  turns.delete(element);
  watcher?.unobserve(element);
  moveOn(element);
  if (pending.size === 0) {
    watcher?.disconnect();
    settle();
  }
}
