import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { readCsvRecords } from './csv-records.js';
import { checkKeyCode, MAX_KEY_CODE_LENGTH, parseKeyFile } from './key-file.js';

describe('readCsvRecords (RFC 4180)', () => {
  it('reads quoted fields with doubled quotes, delimiters and line breaks inside, and numbers records by the line they start on', () => {
    const text = 'code,note\r\n"AB,CD","say ""hi"""\r\n"EF","two\nlines"\nGH,plain\rIJ,"x"';
    expect(readCsvRecords(text, ',')).toEqual({
      records: [
        { line: 1, fields: ['code', 'note'] },
        { line: 2, fields: ['AB,CD', 'say "hi"'] },
        { line: 3, fields: ['EF', 'two\nlines'] },
        { line: 5, fields: ['GH', 'plain'] },
        { line: 6, fields: ['IJ', 'x'] },
      ],
      failures: [],
    });
  });

  it('keeps empty fields, and a trailing delimiter makes one more', () => {
    expect(readCsvRecords('a,,b\n,\n\nc,', ',').records).toEqual([
      { line: 1, fields: ['a', '', 'b'] }, { line: 2, fields: ['', ''] }, { line: 3, fields: [''] }, { line: 4, fields: ['c', ''] },
    ]);
  });

  it('reports a broken record by its line and reads on from the next line, so no valid line after it is lost', () => {
    const text = 'code\nGOOD0\n"bad"x\nba"d\n"unclosed\nGOOD1\nGOOD2\n';
    const { records, failures } = readCsvRecords(text, ',');
    expect(failures).toEqual([
      { line: 3, problem: 'text_after_quote' }, { line: 4, problem: 'stray_quote' }, { line: 5, problem: 'unclosed_quote' },
    ]);
    expect(records.map((record) => [record.line, record.fields[0]])).toEqual([[1, 'code'], [2, 'GOOD0'], [6, 'GOOD1'], [7, 'GOOD2']]);
  });

  it('a quote opened on one line and closed wrongly lines later costs only the line it opened on', () => {
    const { records, failures } = readCsvRecords('"A1\nB2\nC3"x\nD4', ',');
    expect(failures).toEqual([{ line: 1, problem: 'text_after_quote' }, { line: 3, problem: 'stray_quote' }]);
    expect(records.map((record) => [record.line, record.fields])).toEqual([[2, ['B2']], [4, ['D4']]]);
  });
});

describe('checkKeyCode', () => {
  it('trims, and refuses empty, too long and invisible or control characters', () => {
    expect(checkKeyCode('  AAAA-BBBB  ')).toEqual({ code: 'AAAA-BBBB' });
    expect(checkKeyCode(' - - ')).toEqual({ reason: 'empty_code' });
    expect(checkKeyCode('A'.repeat(MAX_KEY_CODE_LENGTH))).toEqual({ code: 'A'.repeat(MAX_KEY_CODE_LENGTH) });
    expect(checkKeyCode('A'.repeat(MAX_KEY_CODE_LENGTH + 1))).toEqual({ reason: 'too_long' });
    for (const hidden of ['AB\u0000CD', 'AB\u0007CD', 'AB\u200BCD', 'AB\u202ECD', 'AB\u00ADCD', 'AB\tCD', 'AB\u2028CD']) {
      expect(checkKeyCode(hidden), JSON.stringify(hidden)).toEqual({ reason: 'control_characters' });
    }
  });
});

describe('parseKeyFile', () => {
  it('a pasted list: one key per line, blank lines skipped, lines numbered as the operator sees them', () => {
    const parsed = parseKeyFile('\uFEFFAAAA-1111\r\n\r\n  BBBB-2222  \nCC\u0001C\nDDDD,EU\n\n');
    expect(parsed).toEqual({
      format: 'list',
      keys: [{ line: 1, code: 'AAAA-1111' }, { line: 3, code: 'BBBB-2222' }],
      malformed: [{ line: 4, reason: 'control_characters' }, { line: 5, reason: 'several_values' }],
      lines: 6,
    });
  });

  it('a CSV file: the header names the key column in any case or language; other columns are checked for count and ignored', () => {
    const parsed = parseKeyFile('Región;Código\nEU;AAAA-1\nEU;"BBBB-2"\nEU\nEU;\nEU;X;Y\n"EU;CCCC-3\n;DDDD-4\n');
    expect(parsed).toEqual({
      format: 'csv',
      keys: [{ line: 2, code: 'AAAA-1' }, { line: 3, code: 'BBBB-2' }, { line: 8, code: 'DDDD-4' }],
      malformed: [
        { line: 4, reason: 'wrong_column_count' }, { line: 5, reason: 'empty_code' }, { line: 6, reason: 'wrong_column_count' },
        { line: 7, reason: 'unclosed_quote' },
      ],
      lines: 8,
    });
    expect(parseKeyFile('key\nAAAA').keys).toEqual([{ line: 2, code: 'AAAA' }]);
    expect(parseKeyFile('CD Key,platform\nAAAA,Steam').keys).toEqual([{ line: 2, code: 'AAAA' }]);
  });

  it('auto: a first line that names no key column is a key of a list; csv asked for without one is refused', () => {
    expect(parseKeyFile('AAAA\nBBBB').format).toBe('list');
    expect(parseKeyFile('code\nAAAA', 'list')).toMatchObject({ format: 'list', keys: [{ line: 1, code: 'code' }, { line: 2, code: 'AAAA' }] });
    expect(() => parseKeyFile('serialnumber,region\nAAAA,EU', 'csv')).toThrow(AppError);
    try {
      parseKeyFile('region\nEU', 'csv');
    } catch (error) {
      expect((error as AppError).details).toEqual({ reason: 'NO_KEY_COLUMN' });
    }
  });
});
