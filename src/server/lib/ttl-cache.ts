/**
 * Memoises an argument-free async read for a short time, so a burst of identical reads (the home data,
 * the stats) costs one database round trip. Concurrent callers share the one in flight.
 */
export function memoizeFor<T>(
  ttlMs: number, load: () => Promise<T>, now: () => number = Date.now,
): (() => Promise<T>) & { forget(): void } {
  let cached: { value: Promise<T>; expiresAt: number } | undefined;
  const read = () => {
    const time = now();
    if (cached && cached.expiresAt > time) return cached.value;
    const value = load();
    cached = { value, expiresAt: time + ttlMs };
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    return value;
  };
  /** Drops the memoised answer: the next call loads afresh (the data changed). */
  return Object.assign(read, { forget: () => { cached = undefined; } });
}
