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
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  try {
    navigator.sendBeacon?.('/api/reportClientError', JSON.stringify({ message, stack, path }));
  } catch {
    // Reporting must never break the page.
  }
}
