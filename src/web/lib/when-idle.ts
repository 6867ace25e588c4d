/**
 * Runs `callback` once the browser has nothing else to do (requestIdleCallback), or after `timeoutMs` at the
 * latest; where there is no such callback (Safari), after `fallbackMs`. Returns what cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number, fallbackMs = timeoutMs / 2): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, fallbackMs);
  return () => clearTimeout(timer);
}
