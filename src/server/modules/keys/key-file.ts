/**
 * What an operator hands the import (decision 0021): a pasted list, one key per line, or a CSV file whose
 * header names the key column (`code`, `key`, … in English or Spanish; other columns are ignored). Each
 * line is a key, a blank line (skipped), or a malformed line reported by its number and reason, never by
 * its text: the report must not spread key codes further than the operator's own file.
 */
import { AppError } from '../../http/app-error.js';
import { readCsvRecords, type CsvProblem } from './csv-records.js';

/** A key code longer than this is not a key (the longest platform codes are about 40 characters). */
export const MAX_KEY_CODE_LENGTH = 100;

export type KeyFileFormat = 'auto' | 'csv' | 'list';

export type MalformedReason =
  | 'empty_code'
  | 'too_long'
  | 'control_characters'
  | 'wrong_column_count'
  | 'several_values'
  | CsvProblem;

export interface KeyLine { line: number; code: string }
export interface MalformedLine { line: number; reason: MalformedReason }

export interface ParsedKeyFile {
  format: 'csv' | 'list';
  keys: KeyLine[];
  malformed: MalformedLine[];
  /** Lines in the text (the header included). */
  lines: number;
}

/** Header names of the key column, compared without case, accents, spaces, dashes or underscores. */
const KEY_COLUMN_NAMES = new Set(['code', 'key', 'keys', 'keycode', 'cdkey', 'licensekey', 'license', 'serial', 'serialkey', 'activationcode', 'clave', 'codigo', 'claves', 'codigos']);

const normaliseHeader = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s_-]/g, '');

/** Invisible or layout characters that make a code unusable, or hide what it is (bidi overrides). */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export function checkKeyCode(raw: string): { code: string } | { reason: MalformedReason } {
  const code = raw.trim();
  if (code.replace(/[\s-]/g, '') === '') return { reason: 'empty_code' };
  if (code.length > MAX_KEY_CODE_LENGTH) return { reason: 'too_long' };
  if (CONTROL.test(code)) return { reason: 'control_characters' };
  return { code };
}

/** The delimiter of a CSV header line: `,` unless the line has none and has `;` (Spanish spreadsheets) or a tab. */
function delimiterOf(header: string): string {
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

function keyColumn(header: string[]): number {
  return header.findIndex((name) => KEY_COLUMN_NAMES.has(normaliseHeader(name)));
}

const countLines = (text: string) => (text === '' ? 0 : text.replace(/(\r\n|\r|\n)$/, '').split(/\r\n|\r|\n/).length);

export function parseKeyFile(input: string, format: KeyFileFormat = 'auto'): ParsedKeyFile {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const delimiter = delimiterOf(firstLine);
  const header = readCsvRecords(firstLine, delimiter).records[0]?.fields ?? [];
  const column = keyColumn(header);
  if (format === 'csv' || (format === 'auto' && column >= 0)) {
    if (column < 0) {
      throw new AppError('invalid_input', 'The first line of a CSV file must name its columns, one of them the key\'s ("code" or "key")', { reason: 'NO_KEY_COLUMN' });
    }
    return { ...parseCsv(text, delimiter, header.length, column), lines: countLines(text) };
  }
  return { ...parseList(text), lines: countLines(text) };
}

function parseCsv(text: string, delimiter: string, width: number, column: number): Omit<ParsedKeyFile, 'lines'> {
  const { records, failures } = readCsvRecords(text, delimiter);
  const keys: KeyLine[] = [];
  const malformed: MalformedLine[] = failures.map((failure) => ({ line: failure.line, reason: failure.problem }));
  for (const record of records.slice(1)) {
    if (record.fields.length === 1 && record.fields[0]!.trim() === '') continue; // A blank line.
    if (record.fields.length !== width) {
      malformed.push({ line: record.line, reason: 'wrong_column_count' });
      continue;
    }
    const checked = checkKeyCode(record.fields[column]!);
    if ('reason' in checked) malformed.push({ line: record.line, reason: checked.reason });
    else keys.push({ line: record.line, code: checked.code });
  }
  malformed.sort((a, b) => a.line - b.line);
  return { format: 'csv', keys, malformed };
}

/**
 * One key per line. A line with a comma, semicolon or quote is most likely a CSV row without its header
 * (a code and a region, say): taking it whole as a code would load a key nobody can redeem.
 */
function parseList(text: string): Omit<ParsedKeyFile, 'lines'> {
  const keys: KeyLine[] = [];
  const malformed: MalformedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    if (/[,;"]/.test(raw)) {
      malformed.push({ line, reason: 'several_values' });
      return;
    }
    const checked = checkKeyCode(raw);
    if ('reason' in checked) malformed.push({ line, reason: checked.reason });
    else keys.push({ line, code: checked.code });
  });
  return { format: 'list', keys, malformed };
}
