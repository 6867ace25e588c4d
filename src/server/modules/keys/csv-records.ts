/**
 * A small RFC 4180 reader for key files (decision 0021): records with the line each starts on, and the
 * records it cannot read reported by line instead of thrown. Fields are separated by the delimiter, quoted
 * with `"` (a quote inside doubled), and may span lines when quoted; records end at CRLF, LF or CR.
 *
 * Why not a library: csv-parse, the well-kept one, skips a broken record and then reads on from inside it,
 * so the valid keys on the next lines were silently lost. Here a record it cannot read costs only its own
 * line: reading starts again on the line after the one where the bad record began.
 */
export type CsvProblem = 'unclosed_quote' | 'text_after_quote' | 'stray_quote';

export interface CsvRecord { line: number; fields: string[] }
export interface CsvFailure { line: number; problem: CsvProblem }

export function readCsvRecords(text: string, delimiter: string): { records: CsvRecord[]; failures: CsvFailure[] } {
  const records: CsvRecord[] = [];
  const failures: CsvFailure[] = [];
  const lineStarts = startsOfLines(text);
  let line = 1;
  let position = 0;
  while (position < text.length) {
    const read = readRecord(text, position, delimiter);
    if ('problem' in read) {
      failures.push({ line, problem: read.problem });
      // Read again from the next line: a stray quote must not swallow the keys after it.
      position = lineStarts[line] ?? text.length;
      line += 1;
      continue;
    }
    records.push({ line, fields: read.fields });
    line += read.lines;
    position = read.end;
  }
  return { records, failures };
}

/** Offsets where each line starts: index n is where line n + 1 starts. */
function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) starts.push(index + 1);
  }
  return starts;
}

type ReadRecord = { fields: string[]; end: number; lines: number } | { problem: CsvProblem };

function readRecord(text: string, start: number, delimiter: string): ReadRecord {
  const fields: string[] = [];
  let position = start;
  let lines = 1;
  for (;;) {
    let value = '';
    if (text[position] === '"') {
      position += 1;
      for (;;) {
        const quote = text.indexOf('"', position);
        if (quote < 0) return { problem: 'unclosed_quote' };
        value += text.slice(position, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          position = quote + 2;
          continue;
        }
        position = quote + 1;
        break;
      }
      lines += countLineBreaks(value);
      const next = text[position];
      if (next !== undefined && next !== delimiter && next !== '\r' && next !== '\n') return { problem: 'text_after_quote' };
    } else {
      let end = position;
      while (end < text.length && text[end] !== delimiter && text[end] !== '\r' && text[end] !== '\n') end += 1;
      value = text.slice(position, end);
      if (value.includes('"')) return { problem: 'stray_quote' };
      position = end;
    }
    fields.push(value);
    if (text[position] === delimiter) {
      position += 1;
      continue;
    }
    if (text[position] === '\r') position += text[position + 1] === '\n' ? 2 : 1;
    else if (text[position] === '\n') position += 1;
    return { fields, end: position, lines };
  }
}

function countLineBreaks(value: string): number {
  return value.match(/\r\n|\r|\n/g)?.length ?? 0;
}
