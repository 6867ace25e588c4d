/**
 * The back office shows and takes moments in Europe/Madrid time (decision 30), whatever the operator's
 * computer is set to: a `datetime-local` input's value ("YYYY-MM-DDTHH:mm") is read as Madrid's wall clock.
 */
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Madrid', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** How far Madrid's wall clock is ahead of UTC at a moment, in milliseconds (1 h in winter, 2 h in summer). */
function madridOffset(utcMs: number): number {
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.formatToParts(new Date(utcMs)).find((part) => part.type === type)?.value);
  const wall = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** "2026-03-29T10:30" on Madrid's clock as an ISO moment in UTC; null for an unreadable value. */
export function madridLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guess, then at the corrected moment: right on both sides of a clock change.
  const guess = wall - madridOffset(wall);
  return new Date(wall - madridOffset(guess)).toISOString();
}

/** An ISO moment as Madrid's wall clock for a `datetime-local` input ("YYYY-MM-DDTHH:mm"). */
export function isoToMadridLocal(iso: string): string {
  const ms = Date.parse(iso);
  return new Date(ms + madridOffset(ms)).toISOString().slice(0, 16);
}
