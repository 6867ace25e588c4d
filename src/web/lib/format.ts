/**
 * Numbers and dates in the reader's locale; dates in the Europe/Madrid time zone (decision 30). Numbers and
 * days are written without Intl (shared/locale-format.ts and locale-dates.ts, decision 0035): a public page's first screen shows
 * them, and a page's first Intl formatter is the longest task after its first paint.
 */
import { domWindow } from './dom.js';
import type { Language } from '../../shared/constants.js';
import { dateTimeFormat } from '../../shared/intl-formats.js';
import { formatLongDay, madridDay } from '../../shared/locale-dates.js';
import { formatPlainNumber } from '../../shared/locale-format.js';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export function formatNumber(value: number, language: Language): string {
  return formatPlainNumber(value, language);
}

/** es "15 de marzo de 2026", en "15 March 2026": the day in Madrid of a moment, or a YYYY-MM-DD day as it is. */
export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatLongDay(madridDay(date), language);
}

/** A moment with its time ("3 Jun 2025, 14:05"), for the profile's list of sessions. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(date);
}

/** Plain text of an HTML fragment, for short excerpts: DOMParser builds an inert document (no scripts run). */
export function htmlToText(html: string): string {
  // Blocks and line breaks become spaces, so "<p>One.</p><p>Two.</p>" reads "One. Two.".
  const spaced = html.replace(/<\/(p|li|h[1-6]|div|blockquote)>|<br\s*\/?>/gi, '$& ');
  const text = new (domWindow().DOMParser)().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
