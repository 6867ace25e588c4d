/**
 * Days as the store's two locales write them, without Intl (decision 0035; numbers and euros are in
 * locale-format.ts): a moment's calendar day in Madrid, and that day in long form. Outside the years computed
 * here, Intl says.
 */
import { dateTimeFormat } from './intl-formats.js';
import type { FormatLanguage } from './locale-format.js';

/** The years whose Madrid time is computed here: the European Union's summer time rule holds for all of them. */
const FIRST_YEAR = 1996;
const LAST_YEAR = 2099;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC of a month's last Sunday, when European summer time starts (March) or ends (October). */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY + HOUR;
}

export interface CalendarDay { year: number; month: number; day: number }

/** The calendar day a moment falls on in Madrid (decision 30). */
export function madridDay(moment: Date): CalendarDay {
  const time = moment.getTime();
  const year = moment.getUTCFullYear();
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    const parts = dateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).formatToParts(moment);
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    return { year: part('year'), month: part('month'), day: part('day') };
  }
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Month names: locale data, as Intl's own (CLDR), not texts of the store. */
const MONTHS: Record<FormatLanguage, readonly string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** A day in long form: es "15 de marzo de 2026", en "15 March 2026" (es-ES's and en-GB's `dateStyle: 'long'`). */
export function formatLongDay({ year, month, day }: CalendarDay, language: FormatLanguage): string {
  const name = MONTHS[language][month - 1];
  return language === 'es' ? `${day} de ${name} de ${year}` : `${day} ${name} ${year}`;
}

/** A day as YYYY-MM-DD (a `<time datetime>`). */
export function isoDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
