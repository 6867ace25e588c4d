/**
 * "45 seconds", "2 minutos", "30 days": how long to wait or how long something lasts, in the reader's
 * language (a 429's Retry-After, issue 9 §6; the lifetimes on /cookies). Rounded up in the largest unit
 * that fits, so the shopper never comes back too early.
 */
const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

export function formatDuration(seconds: number, language: string): string {
  const total = Math.max(1, Math.ceil(seconds));
  const { unit, seconds: size } = UNITS.find((candidate) => total >= candidate.seconds) ?? UNITS[3];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.ceil(total / size));
}
