/** A news date in the Europe/Madrid time zone and the reader's locale (decision 30), with a machine-readable day. */
import type { Language } from '../../../../shared/constants.js';
import { isoDay, madridDay } from '../../../../shared/locale-dates.js';
import { formatDate } from '../../../lib/format.js';

export function NewsDate({ iso, language, className }: { iso: string; language: Language; className?: string }) {
  // The calendar day in Madrid (YYYY-MM-DD), so `datetime` agrees with the day shown.
  return <time dateTime={isoDay(madridDay(new Date(iso)))} className={className ?? 'text-sm text-text-muted'}>{formatDate(iso, language)}</time>;
}
