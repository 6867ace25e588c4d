import { describe, expect, it } from 'vitest';
import { formatLongDay, isoDay, madridDay } from './locale-dates.js';
import { formatEurosIn, formatPlainNumber, type FormatLanguage } from './locale-format.js';

/** A seeded generator, so a failure names values that come again. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const LANGUAGES: FormatLanguage[] = ['es', 'en'];
const random = seeded(35);
/** Values of every size: whole, cents, ties at the rounding digit, tiny and large. */
const samples = [
  0, -0, 0.5, -0.5, 1.5, 2.5, 0.0005, -0.0004, 999.9995, 9999.9995, 1e20, 9.99e20, 123456789.125,
  ...Array.from({ length: 20_000 }, (_, index) => index - 10_000),
  ...Array.from({ length: 20_000 }, (_, index) => (index - 10_000) / 100),
  ...Array.from({ length: 20_000 }, (_, index) => (index - 10_000) / 1000 + 0.0005),
  ...Array.from({ length: 40_000 }, () => (random() - 0.5) * 10 ** Math.floor(random() * 16)),
  ...Array.from({ length: 20_000 }, () => Math.round((random() - 0.3) * 10 ** Math.floor(random() * 12))),
];

describe('decision 0035: numbers and euros written without Intl, as Intl writes them', () => {
  it.each(LANGUAGES)('euros (%s) with 2 and 0 decimals, over 120,000 values', (language) => {
    for (const digits of [2, 0]) {
      const intl = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-IE', {
        style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits,
      });
      for (const value of samples) {
        const ours = formatEurosIn(value, language, digits);
        if (ours !== intl.format(value)) expect(ours, `${value} (${digits} decimals)`).toBe(intl.format(value));
      }
    }
    expect(formatEurosIn(1234.56, 'es', 2)).toBe('1234,56\u00a0€');
    expect(formatEurosIn(12345.67, 'es', 2)).toBe('12.345,67\u00a0€');
    expect(formatEurosIn(-12345.67, 'en', 2)).toBe('-€12,345.67');
  });

  it.each(LANGUAGES)('plain numbers (%s), at most three decimals, and ratings with one', (language) => {
    const locale = language === 'es' ? 'es-ES' : 'en-GB';
    const plain = new Intl.NumberFormat(locale);
    const one = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of samples) {
      if (formatPlainNumber(value, language) !== plain.format(value)) expect(formatPlainNumber(value, language), String(value)).toBe(plain.format(value));
      if (formatPlainNumber(value, language, 1, 1) !== one.format(value)) expect(formatPlainNumber(value, language, 1, 1), String(value)).toBe(one.format(value));
    }
    expect(formatPlainNumber(1234, 'es')).toBe('1234');
    expect(formatPlainNumber(12345, 'es')).toBe('12.345');
    expect(formatPlainNumber(1234, 'en')).toBe('1,234');
  });

  it('what it does not write itself (not finite, 10^21 and more) it asks Intl for', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -3.5e25]) {
      expect(formatPlainNumber(value, 'es')).toBe(new Intl.NumberFormat('es-ES').format(value));
      expect(formatEurosIn(value, 'en', 2)).toBe(new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(value));
    }
  });
});

describe('decision 0035: days in Madrid written without Intl, as Intl writes them', () => {
  const madrid = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
  const HOUR = 3_600_000;

  it('every third hour from 1996 to 2099 falls on the day Intl says, and every ten minutes around each change of the clocks', () => {
    const check = (time: number) => {
      const moment = new Date(time);
      const ours = isoDay(madridDay(moment));
      if (ours !== madrid.format(moment)) expect(ours, moment.toISOString()).toBe(madrid.format(moment));
    };
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2100, 0, 1); time += 3 * HOUR) check(time + 59 * 60_000);
    for (let year = 1996; year <= 2099; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        const change = lastDay - new Date(lastDay).getUTCDay() * 24 * HOUR + HOUR;
        // The clocks change at 01:00 UTC, and a day in Madrid starts at 22:00 or 23:00 UTC: every ten minutes
        // of the day before and after the change, and the minutes either side of each hour.
        for (let time = change - 26 * HOUR; time <= change + 26 * HOUR; time += 10 * 60_000) check(time);
        for (let time = change - 26 * HOUR; time <= change + 26 * HOUR; time += HOUR) check(time - 60_000);
      }
    }
  });

  it('outside those years it asks Intl', () => {
    for (const iso of ['1995-10-29T22:30:00Z', '1980-06-30T22:30:00Z', '2100-07-01T22:30:00Z']) {
      expect(isoDay(madridDay(new Date(iso)))).toBe(madrid.format(new Date(iso)));
    }
  });

  it.each(LANGUAGES)('a long day (%s) reads as es-ES and en-GB write dateStyle long, every day of two years', (language) => {
    const intl = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' });
    for (let time = Date.UTC(2025, 0, 1, 12); time < Date.UTC(2027, 0, 1); time += 24 * HOUR) {
      const moment = new Date(time);
      expect(formatLongDay(madridDay(moment), language), moment.toISOString()).toBe(intl.format(moment));
    }
    expect(formatLongDay({ year: 2026, month: 3, day: 15 }, 'es')).toBe('15 de marzo de 2026');
    expect(formatLongDay({ year: 2026, month: 9, day: 1 }, 'en')).toBe('1 September 2026');
  });
});
