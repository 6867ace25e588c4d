/**
 * Sampling of repeated client error reports (issue 9 §4): the first report of a kind (same message, same
 * first stack line, same page) is logged; repeats within the window are only counted, and the count is
 * logged with the next report after it. A burst of one failing page costs one log line a minute.
 */
export interface SampleDecision {
  log: boolean;
  /** Reports of this kind left unlogged since the last logged one. */
  repeats: number;
}

export function reportSampler(windowMs: number, maxKinds = 500, now: () => number = Date.now) {
  const kinds = new Map<string, { loggedAt: number; repeats: number }>();
  return (fingerprint: string): SampleDecision => {
    const time = now();
    const seen = kinds.get(fingerprint);
    if (seen && time - seen.loggedAt < windowMs) {
      seen.repeats += 1;
      return { log: false, repeats: seen.repeats };
    }
    // Bounded memory: the oldest kinds are forgotten first (a Map keeps insertion order).
    kinds.delete(fingerprint);
    while (kinds.size >= maxKinds) kinds.delete(kinds.keys().next().value!);
    kinds.set(fingerprint, { loggedAt: time, repeats: 0 });
    return { log: true, repeats: seen?.repeats ?? 0 };
  };
}
