/**
 * "45 seconds", "2 minutos", "1 hour": how long to wait, in the reader's language (a 429's Retry-After,
 * issue 9 §6). Rounded up to the largest unit that fits, so the shopper never comes back too early.
 */
const UNITS = [
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

export function formatDuration(seconds: number, language: string): string {
  const total = Math.max(1, Math.ceil(seconds));
  const { unit, seconds: size } = UNITS.find((candidate) => total >= candidate.seconds) ?? UNITS[2];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(Math.ceil(total / size));
}
