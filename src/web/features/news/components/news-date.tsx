/** A news date in the Europe/Madrid time zone and the reader's locale (decision 30), with a machine-readable day. */
import type { Language } from '../../../../shared/constants.js';
import { formatDate } from '../../../lib/format.js';

/** The calendar day in Madrid (YYYY-MM-DD), so `datetime` agrees with the day shown. */
function madridDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(iso));
}

export function NewsDate({ iso, language, className }: { iso: string; language: Language; className?: string }) {
  return <time dateTime={madridDay(iso)} className={className ?? 'text-sm text-text-muted'}>{formatDate(iso, language)}</time>;
}
