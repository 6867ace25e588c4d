/**
 * The checkout's billing details (spec §2 Checkout, decision 20): who buys and where, printed on the
 * invoice. The country is an ISO 3166-1 alpha-2 code: every EU country, and the rest of the world; a
 * postal code is checked against its country's format where the store knows it.
 */

/** The 27 member states of the European Union, listed first in the country select. */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

/** Every country and territory with an ISO 3166-1 alpha-2 code (and Kosovo, XK), EU ones included. */
export const COUNTRIES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type Country = (typeof COUNTRIES)[number];

const COUNTRY_SET: ReadonlySet<string> = new Set(COUNTRIES);
export const isCountry = (code: string): code is Country => COUNTRY_SET.has(code);

/**
 * Postal code formats the store checks (upper case, single spaces). A country not listed here takes any
 * code of 2 to 10 letters, digits, spaces and dashes, or none at all where the country has no codes.
 */
export const POSTAL_CODE_FORMATS: Partial<Record<Country, RegExp>> = {
  // Spain: 5 digits, the first two a province from 01 to 52.
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  AT: /^\d{4}$/, BE: /^\d{4}$/, BG: /^\d{4}$/, CY: /^\d{4}$/, DK: /^\d{4}$/, HU: /^\d{4}$/, LU: /^(L-)?\d{4}$/, SI: /^\d{4}$/,
  DE: /^\d{5}$/, FR: /^\d{5}$/, IT: /^\d{5}$/, FI: /^\d{5}$/, EE: /^\d{5}$/, HR: /^\d{5}$/, LT: /^(LT-)?\d{5}$/, GR: /^\d{3} ?\d{2}$/,
  CZ: /^\d{3} ?\d{2}$/, SK: /^\d{3} ?\d{2}$/, SE: /^\d{3} ?\d{2}$/, PL: /^\d{2}-\d{3}$/, PT: /^\d{4}-\d{3}$/,
  NL: /^\d{4} ?[A-Z]{2}$/, LV: /^(LV-)?\d{4}$/, RO: /^\d{6}$/, MT: /^[A-Z]{3} ?\d{4}$/,
  IE: /^[A-Z]\d[\dW] ?[\dA-Z]{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, US: /^\d{5}(-\d{4})?$/, CH: /^\d{4}$/, NO: /^\d{4}$/,
  CA: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, MX: /^\d{5}$/, BR: /^\d{5}-?\d{3}$/, AR: /^([A-Z]\d{4}[A-Z]{3}|\d{4})$/,
};

const ANY_POSTAL_CODE = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/** The postal code as the store keeps it: trimmed, upper case, single spaces. */
export const normalizePostalCode = (code: string): string => code.trim().toUpperCase().replace(/\s+/g, ' ');

export function isPostalCodeValid(country: Country, code: string): boolean {
  return (POSTAL_CODE_FORMATS[country] ?? ANY_POSTAL_CODE).test(normalizePostalCode(code));
}
