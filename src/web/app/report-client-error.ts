/**
 * Reports a render failure to the server's log (decision 13, ROUTE-27). Fire and forget: if the endpoint
 * or sendBeacon is missing, nothing happens and nothing is shown (§8: render failures are silent).
 */
const reported = new WeakSet<object>();

export function reportClientError(error: unknown, path: string): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  // Within the contract's limits (report-client-error.ts), so a long stack is cut rather than refused.
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const stack = (error instanceof Error ? (error.stack ?? '') : '').slice(0, 8000);
  try {
    navigator.sendBeacon?.('/api/reportClientError', JSON.stringify({ message, stack, path: path.slice(0, 2000) }));
  } catch {
    // Reporting must never break the page.
  }
}
