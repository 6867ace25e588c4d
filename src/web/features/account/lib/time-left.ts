/** The Pixels countdown's arithmetic (decision 8): whole days, hours and minutes left, never negative. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** What is left until `target` (ms), rounded up to the minute, or null once it has passed (or is unreadable). */
export function timeLeft(target: number, now: number): TimeLeft | null {
  const minutes = Math.ceil((target - now) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
