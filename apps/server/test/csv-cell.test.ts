import { describe, expect, it } from 'vitest';
import { type CsvCell, toCsv } from '../src/lib/csv.js';

/** One cell as the CSV writer writes it, without the file's byte-order mark and line end. */
const csvCell = (value: CsvCell) =>
  toCsv([[value]])
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '');

describe('a CSV cell', () => {
  it('defuses every formula start, ASCII, full-width and small forms', () => {
    for (const text of [
      '=1+1',
      '+1+1',
      '-1+1',
      '@SUM(A1)',
      '＝HYPERLINK("http://x")',
      '＋1',
      '－1',
      '＠SUM(A1)',
      '﹦1',
      '﹢1',
      '﹣1',
      '﹫SUM(A1)',
      '\t=1',
      '\r=1',
      '\n=1',
      '\tplain',
      ' =1',
      '\u0000=1',
    ]) {
      const cell = csvCell(text);
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(unquoted, JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Too expensive')).toBe('Too expensive');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ｘ＝1')).toBe('ｘ＝1');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});
