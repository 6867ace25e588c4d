/**
 * Numbers and euros as the store's two locales write them (es-ES; en-IE for euros, en-GB otherwise), without
 * Intl (decision 0035). A page's first Intl.NumberFormat or Intl.DateTimeFormat makes the engine list every
 * locale it has, once per process: 40-60 ms in Chromium here, 160-250 ms at a phone's 4× slower CPU, the longest
 * task of every storefront page after its first paint. These few formats need none of it. Days are in
 * locale-dates.ts, apart, so the storefront's first script carries only these.
 *
 * They write what Intl writes for the same values: the tests compare them over 120,000 values of every size in
 * each format (and the days over the years locale-dates.ts computes). What they do not cover (a number that is
 * not finite or is 10^21 or more) they ask Intl for.
 */
import { numberFormat } from './intl-formats.js';

export type FormatLanguage = 'es' | 'en';

interface Symbols {
  group: string;
  decimal: string;
  /** Digits the integer part needs before it is grouped: es-ES writes 1234 but 12.345. */
  groupFrom: number;
}

const SYMBOLS: Record<FormatLanguage, Symbols> = {
  es: { group: '.', decimal: ',', groupFrom: 5 },
  en: { group: ',', decimal: '.', groupFrom: 4 },
};

/**
 * A size's digits rounded half away from zero to `maxFraction` decimals, as Intl (ICU) rounds: on the shortest
 * decimal that reads back as the same double (what `String` writes), not on the double's exact value, so
 * 9999.9995 (exactly 9999.99949999…) rounds to 10000.
 */
function roundedDigits(size: number, maxFraction: number): { whole: string; fraction: string } {
  const text = String(size);
  const e = text.indexOf('e');
  const mantissa = e < 0 ? text : text.slice(0, e);
  const dot = mantissa.indexOf('.');
  let all = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  // Where the decimal point falls in `all` (String writes 1e-7 and smaller with an exponent).
  let point = (dot < 0 ? mantissa.length : dot) + (e < 0 ? 0 : Number(text.slice(e + 1)));
  if (point <= 0) {
    all = '0'.repeat(1 - point) + all;
    point = 1;
  }
  if (all.length - point > maxFraction) {
    const up = all.charCodeAt(point + maxFraction) >= 53; // the first digit dropped is 5 or more
    all = all.slice(0, point + maxFraction);
    if (up) {
      let at = all.length - 1;
      while (at >= 0 && all[at] === '9') at -= 1;
      all = at < 0 ? `1${'0'.repeat(all.length)}` : all.slice(0, at) + String(Number(all[at]) + 1) + '0'.repeat(all.length - at - 1);
      if (at < 0) point += 1;
    }
  }
  return { whole: all.slice(0, point).replace(/^0+(?=\d)/, ''), fraction: all.slice(point) };
}

/** A number's sign and digits (`1.234,5`), or undefined when it is not finite or is 10^21 or more. */
function digits(value: number, language: FormatLanguage, minFraction: number, maxFraction: number): { negative: boolean; text: string } | undefined {
  const size = Math.abs(value);
  if (!(size < 1e21)) return undefined;
  const { whole, fraction } = roundedDigits(size, maxFraction);
  let kept = fraction.padEnd(minFraction, '0');
  while (kept.length > minFraction && kept.endsWith('0')) kept = kept.slice(0, -1);
  const { group, decimal, groupFrom } = SYMBOLS[language];
  let grouped = whole;
  if (whole.length >= groupFrom) {
    grouped = '';
    for (let end = whole.length; end > 0; end -= 3) grouped = whole.slice(Math.max(0, end - 3), end) + (grouped ? group + grouped : '');
  }
  // Intl writes a minus for every negative value, -0 and values that round to 0 included.
  return { negative: value < 0 || Object.is(value, -0), text: kept ? `${grouped}${decimal}${kept}` : grouped };
}

const NUMBER_LOCALES: Record<FormatLanguage, string> = { es: 'es-ES', en: 'en-GB' };

/** A plain number, at most three decimals: es "12.345,5", en "12,345.5". */
export function formatPlainNumber(value: number, language: FormatLanguage, minFraction = 0, maxFraction = 3): string {
  const written = digits(value, language, minFraction, maxFraction);
  if (!written) {
    return numberFormat(NUMBER_LOCALES[language], { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(value);
  }
  return `${written.negative ? '-' : ''}${written.text}`;
}

/** Euros: es "1234,56 €" (a no-break space before the sign), en "€1,234.56" (as en-IE writes them). */
export function formatEurosIn(euros: number, language: FormatLanguage, fractionDigits: number): string {
  const written = digits(euros, language, fractionDigits, fractionDigits);
  if (!written) {
    return numberFormat(language === 'es' ? 'es-ES' : 'en-IE', {
      style: 'currency', currency: 'EUR', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits,
    }).format(euros);
  }
  const sign = written.negative ? '-' : '';
  return language === 'es' ? `${sign}${written.text}\u00a0€` : `${sign}€${written.text}`;
}
