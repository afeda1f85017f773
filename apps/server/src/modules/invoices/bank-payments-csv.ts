import {
  apiMessage,
  fromMinorUnits,
  type StatementDateFormat,
  type StatementMapping,
} from '@staydesk/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { type Coded, englishText } from '../../lib/errors.js';

/**
 * Bank statement files, read by csv-parse: RFC 4180 plus what banks send — a UTF-8 byte order
 * mark, CRLF, LF or CR line ends (mixed too), `,` `;` or tab between fields (guessed from the
 * first line), fields in double quotes with "" for a quote, line breaks inside and spaces
 * around them. Amounts and dates are read into exact decimal strings and ISO days; nothing
 * here is a float.
 */

export type Delimiter = ',' | ';' | '\t';

/** A file that is not a readable statement, named by its catalogue code. */
export class StatementError extends Error {
  constructor(readonly coded: Coded) {
    super(englishText(coded));
  }
}

export const CSV_MESSAGES = {
  notText: apiMessage('csvNotText'),
  empty: apiMessage('csvEmpty'),
  unclosedQuote: (line: number) => apiMessage('csvUnclosedQuote', { line }),
  strayQuote: (line: number) => apiMessage('csvStrayQuote', { line }),
  invalid: (line: number) => apiMessage('csvInvalid', { line }),
  tooManyRows: (max: number) => apiMessage('csvTooManyRows', { max }),
  tooManyColumns: (max: number) => apiMessage('csvTooManyColumns', { max }),
  oneColumn: apiMessage('csvOneColumn'),
  noRows: apiMessage('csvNoRows'),
  /** `column` counts from 0, as a mapping does; the text counts from 1. */
  column: (column: number, columns: number) =>
    apiMessage('csvColumnMissing', { column: column + 1, columns }),
} as const;

function hasBinaryCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

/** Decodes the file as UTF-8 (a BOM dropped); refuses binary content. */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new StatementError(CSV_MESSAGES.empty);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: many banks still export Windows-1252, which latin1 reads byte for byte.
    text = new TextDecoder('latin1').decode(bytes);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Control characters other than tab and line ends mean a binary file (a spreadsheet, a PDF).
  if (hasBinaryCharacters(text)) throw new StatementError(CSV_MESSAGES.notText);
  if (text.trim() === '') throw new StatementError(CSV_MESSAGES.empty);
  return text;
}

const DELIMITERS: readonly Delimiter[] = [',', ';', '\t'];
const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];

/** How many fields the first line has when split by `delimiter` (0 when it cannot be read). */
function firstLineWidth(text: string, delimiter: Delimiter): number {
  try {
    const [first] = parse(text, {
      delimiter,
      record_delimiter: RECORD_DELIMITERS,
      to: 1,
      relax_quotes: true,
      relax_column_count: true,
    });
    return first?.length ?? 0;
  } catch {
    return 0;
  }
}

/** The delimiter of the first line: the one that splits it into most fields; `,` on a tie. */
export function guessDelimiter(text: string): Delimiter {
  let best: Delimiter = ',';
  let widest = 1;
  for (const delimiter of DELIMITERS) {
    const width = firstLineWidth(text, delimiter);
    if (width > widest) {
      best = delimiter;
      widest = width;
    }
  }
  return best;
}

export interface CsvRow {
  /** The line of the file the row starts on (1-based). */
  line: number;
  fields: string[];
}

function csvMessage(error: CsvError, rowLine: number): Coded {
  const line = typeof error.lines === 'number' ? error.lines : rowLine;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return CSV_MESSAGES.unclosedQuote(rowLine);
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return CSV_MESSAGES.strayQuote(line);
    default:
      return CSV_MESSAGES.invalid(line);
  }
}

/** Parses CSV text into rows; blank lines are skipped. Throws StatementError when malformed. */
export function parseCsv(
  text: string,
  delimiter: Delimiter,
  limits: { rows: number; columns: number },
): CsvRow[] {
  // The line the next record starts on: one past where the previous one (blank or not) ended.
  let rowLine = 1;
  const rows: CsvRow[] = [];
  try {
    parse(text, {
      delimiter,
      record_delimiter: RECORD_DELIMITERS,
      relax_column_count: true,
      // Spaces around a quoted field are dropped; every reader of a field trims it anyway.
      trim: true,
      on_record: (fields, { lines }) => {
        const line = rowLine;
        rowLine = lines + 1;
        if (fields.length > limits.columns) {
          throw new StatementError(CSV_MESSAGES.tooManyColumns(limits.columns));
        }
        if (fields.length === 1 && fields[0] === '') return null;
        rows.push({ line, fields });
        if (rows.length > limits.rows + 1) {
          throw new StatementError(CSV_MESSAGES.tooManyRows(limits.rows));
        }
        // Kept here rather than returned, so each row carries the line it starts on.
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) throw new StatementError(csvMessage(error, rowLine));
    throw error;
  }
  return rows;
}

/**
 * A statement amount as an exact decimal string, or null when it is not one: "1,234.50",
 * "£1 234.50", "-12.00", "(12.00)" (negative), "12.00 CR", "12.00-", and with a `;` file the
 * continental "1.234,50". Up to 2 decimals; blank is null.
 */
export function parseStatementAmount(raw: string, decimalComma: boolean): string | null {
  let text = raw.trim().replace(/\u00a0/g, ' ');
  if (text === '') return null;
  // At most one sign: brackets, a leading or trailing minus, or DR; CR is a plain credit.
  let signs = 0;
  if (/^\(.*\)$/.test(text)) {
    signs += 1;
    text = text.slice(1, -1).trim();
  }
  if (/\s*CR$/i.test(text)) text = text.replace(/\s*CR$/i, '');
  else if (/\s*DR$/i.test(text)) {
    signs += 1;
    text = text.replace(/\s*DR$/i, '');
  }
  if (text.endsWith('-')) {
    signs += 1;
    text = text.slice(0, -1).trim();
  }
  if (text.startsWith('-')) {
    signs += 1;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) text = text.slice(1).trim();
  text = text.replace(/^([£$€]|(GBP|EUR|USD)\s*)/i, '').trim();
  if (text.startsWith('-')) {
    signs += 1;
    text = text.slice(1).trim();
  }
  if (signs > 1) return null;
  const negative = signs === 1;
  const thousands = decimalComma ? /[.\s']/g : /[,\s']/g;
  text = text.replace(thousands, '');
  if (decimalComma) text = text.replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return fromMinorUnits(negative ? -minor : minor);
}

/** A statement date in the given format as an ISO day, or null when it is not a real day. */
export function parseStatementDate(raw: string, format: StatementDateFormat): string | null {
  const text = raw.trim();
  let match: RegExpMatchArray | null;
  let year: number;
  let month: number;
  let day: number;
  if (format === 'YYYY-MM-DD') {
    match = text.match(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/);
    if (!match) return null;
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = text.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?: .*)?$/);
    if (!match) return null;
    const first = Number(match[1]);
    const second = Number(match[2]);
    const rawYear = match[3] ?? '';
    year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
    [day, month] = format === 'DD/MM/YYYY' ? [first, second] : [second, first];
  }
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Header words that name each mapped column, for the guessed mapping. */
const HEADER_WORDS = {
  date: /^(date|transaction date|posting date|posted|value date|booking date|datum|date de valeur|date d'opération)$/i,
  amount: /^(amount|value|montant|betrag|amount \(gbp\)|amount gbp)$/i,
  credit: /^(credit|credits|money in|paid in|in|crédit|credit amount)$/i,
  debit: /^(debit|debits|money out|paid out|out|débit|debit amount)$/i,
  payer:
    /^(payer|payee|name|counterparty|from|description|details|counter party|paid by|libellé)$/i,
  reference: /^(reference|ref|payment reference|memo|narrative|transaction reference|référence)$/i,
};

/**
 * A mapping guessed from the header names; columns that cannot be told default to the usual
 * order (date, payer, reference, amount). The date format is guessed from the first values.
 */
export function guessMapping(
  header: string[] | null,
  firstValues: string[],
  currency: string,
): StatementMapping {
  const find = (pattern: RegExp) =>
    header ? header.findIndex((name) => pattern.test(name.trim())) : -1;
  const date = find(HEADER_WORDS.date);
  const amount = find(HEADER_WORDS.amount);
  const credit = find(HEADER_WORDS.credit);
  const debit = find(HEADER_WORDS.debit);
  const payer = find(HEADER_WORDS.payer);
  const reference = find(HEADER_WORDS.reference);
  const columns = Math.max(header?.length ?? 0, firstValues.length);
  const at = (index: number, fallback: number | null) =>
    index >= 0 ? index : fallback !== null && fallback < columns ? fallback : null;
  const dateColumn = at(date, 0) ?? 0;
  const sample = firstValues[dateColumn] ?? '';
  const dateFormat: StatementDateFormat = /^\d{4}/.test(sample.trim())
    ? 'YYYY-MM-DD'
    : (() => {
        const match = sample.trim().match(/^(\d{1,2})[-/.](\d{1,2})/);
        return match && Number(match[2]) > 12 ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
      })();
  return {
    date: dateColumn,
    amount:
      amount < 0 && credit >= 0
        ? { credit, debit: debit >= 0 ? debit : null }
        : (at(amount, Math.min(3, Math.max(columns - 1, 0))) ?? 0),
    payer: at(payer, columns > 1 ? 1 : null),
    reference: at(reference, columns > 2 ? 2 : null),
    dateFormat,
    hasHeader: header !== null,
    currency,
  };
}

/** True when the first row looks like a header: no field in it reads as an amount or a date. */
export function looksLikeHeader(fields: string[]): boolean {
  return fields.every(
    (field) =>
      parseStatementAmount(field, false) === null &&
      parseStatementDate(field, 'YYYY-MM-DD') === null &&
      parseStatementDate(field, 'DD/MM/YYYY') === null,
  );
}

/** Every column the mapping names, to check each is in the file. */
export function mappedColumns(mapping: StatementMapping): number[] {
  const amount =
    typeof mapping.amount === 'number'
      ? [mapping.amount]
      : [mapping.amount.credit, ...(mapping.amount.debit === null ? [] : [mapping.amount.debit])];
  return [mapping.date, ...amount, mapping.payer, mapping.reference].filter(
    (column): column is number => column !== null,
  );
}
