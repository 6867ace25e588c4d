/**
 * The buyer's tax identification number for a full invoice (issue 11 §4; docs/decisions/0018). Spain's
 * rules (RD 1619/2012 art. 6.1.d) put the buyer's NIF on a full invoice: for a Spanish buyer it must be a
 * NIF whose check character is right (DNI, NIE, the K/L/M personal NIFs, or a legal entity's, the old
 * CIF); for a buyer elsewhere in the EU, a VAT number of the usual shape (country prefix, 2 to 12 letters
 * and digits); anywhere else, a tax number of 3 to 20 letters and digits. Spaces, dots, dashes and
 * slashes are ignored; the number is kept upper case, without them.
 */
import { EU_COUNTRIES } from './billing.js';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const ENTITY_CONTROL_LETTERS = 'JABCDEFGHI';
/** Legal entities whose control character is a letter, and those whose is a digit (the rest may use either). */
const ENTITY_LETTER_CONTROL = new Set(['P', 'Q', 'R', 'S', 'N', 'W']);
const ENTITY_DIGIT_CONTROL = new Set(['A', 'B', 'E', 'H']);
const EU: ReadonlySet<string> = new Set(EU_COUNTRIES);

/** The tax id as the store keeps it: upper case, without spaces, dots, dashes or slashes. */
export const normalizeTaxId = (value: string): string => value.toUpperCase().replace(/[\s.\-/]+/g, '');

/** The VAT prefix of an EU country: its ISO code, except Greece's (EL). */
export const vatPrefixOf = (country: string): string => (country === 'GR' ? 'EL' : country);

function isPersonalNif(value: string): boolean {
  const match = /^([0-9XYZKLM])(\d{7})([A-Z])$/.exec(value);
  if (!match) return false;
  const [, first, digits, letter] = match as unknown as [string, string, string, string];
  const lead = first === 'X' ? '0' : first === 'Y' ? '1' : first === 'Z' ? '2' : /[KLM]/.test(first) ? '' : first;
  return DNI_LETTERS[Number(`${lead}${digits}`) % 23] === letter;
}

function isEntityNif(value: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let index = 0; index < 7; index += 1) {
    const digit = Number(digits[index]);
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) count doubled, digit by digit; the others as they are.
    sum += index % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const check = (10 - (sum % 10)) % 10;
  const asLetter = ENTITY_CONTROL_LETTERS[check]!;
  if (ENTITY_LETTER_CONTROL.has(kind)) return control === asLetter;
  if (ENTITY_DIGIT_CONTROL.has(kind)) return control === String(check);
  return control === String(check) || control === asLetter;
}

/** A Spanish NIF (personal or of a legal entity) with its right check character; an `ES` prefix is allowed. */
export function isSpanishNif(value: string): boolean {
  const normalized = normalizeTaxId(value);
  const bare = /^ES[0-9A-Z]{9}$/.test(normalized) ? normalized.slice(2) : normalized;
  return isPersonalNif(bare) || isEntityNif(bare);
}

/**
 * The tax id for a buyer in `country`, normalized, or null when it is not one: a Spanish NIF without its
 * `ES` prefix; an EU VAT number with its country's prefix (added when missing).
 */
export function parseTaxId(country: string, value: string): string | null {
  const normalized = normalizeTaxId(value);
  if (country === 'ES') {
    if (!isSpanishNif(normalized)) return null;
    return normalized.length === 11 ? normalized.slice(2) : normalized;
  }
  if (EU.has(country)) {
    const prefix = vatPrefixOf(country);
    const body = normalized.startsWith(prefix) ? normalized.slice(prefix.length) : normalized;
    return /^[0-9A-Z]{8,12}$/.test(body) && /\d/.test(body) ? `${prefix}${body}` : null;
  }
  return /^[0-9A-Z]{3,20}$/.test(normalized) && /\d/.test(normalized) ? normalized : null;
}
