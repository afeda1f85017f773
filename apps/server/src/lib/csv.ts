import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null;

/**
 * What a spreadsheet may take for the start of a formula: = + - @ in their ASCII, full-width
 * (＝ ＋ － ＠, which East Asian input methods type and spreadsheets fold to ASCII) and small forms,
 * also behind spaces or control characters some programs skip; and a cell opening with a tab,
 * carriage return or line feed.
 */
const FORMULA_START =
  /^[\s\p{Cc}]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]|^[\t\r\n]/u;

/** A text cell that could start a formula, prefixed with ' so spreadsheets show it as text. */
export function defuseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * Rows as a CSV file for spreadsheets: UTF-8 with a byte-order mark (so they read £ right), CRLF,
 * formula-safe text cells (numbers stay numbers). A cell with a line break is quoted too, which
 * csv-stringify leaves to the record delimiter alone. A file written in parts (a streamed export)
 * gives the mark with its first part only (`bom: false` after).
 */
export function toCsv(
  rows: readonly (readonly CsvCell[])[],
  options: { bom?: boolean } = {},
): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      bom: options.bom ?? true,
      record_delimiter: '\r\n',
      quoted_match: /[\r\n]/,
      cast: { string: defuseFormula, boolean: (value) => String(value) },
    },
  );
}
