import {
  BANK_PAYMENT_LIMITS,
  bankPaymentDuplicateKey,
  isApiMessageCode,
  type StatementImportResult,
  type StatementMapping,
  type StatementPreview,
  type StatementRow,
  toMinorUnits,
} from '@staydesk/domain';
import type { Queryable, Transaction } from '../../db/database.js';
import type { WriteContext } from '../../db/records.js';
import { type Coded, englishText, fieldMessages, refusal } from '../../lib/errors.js';
import { writeAudit } from '../../services/audit.js';
import {
  CSV_MESSAGES,
  type CsvRow,
  decodeStatement,
  guessDelimiter,
  guessMapping,
  looksLikeHeader,
  mappedColumns,
  parseCsv,
  parseStatementAmount,
  parseStatementDate,
  StatementError,
} from './bank-payments-csv.js';
import {
  BANK_PAYMENT_MESSAGES,
  type ManualPayment,
  money,
  valuesOf,
} from './bank-payments-record.js';
import { bankPayments } from './bank-payments-table.js';

/**
 * Bank statement files: a CSV read into payments (mapped, dated, deduplicated against what is
 * stored), previewed row by row, then imported all or nothing, one import at a time.
 */

export interface StatementUpload {
  file: File | undefined;
  mapping: StatementMapping | undefined;
}

interface ReadStatement {
  preview: StatementPreview;
  /** The rows to write, with their line. */
  valid: { line: number; payment: ManualPayment }[];
  duplicates: { line: number; payment: ManualPayment }[];
}

/** Reads the uploaded file into rows; a file that is not a readable CSV statement is a 422. */
export async function readStatement(
  db: Queryable,
  upload: StatementUpload,
): Promise<ReadStatement> {
  const { file } = upload;
  if (!file || typeof file === 'string') {
    throw refusal(
      422,
      BANK_PAYMENT_MESSAGES.noFile,
      fieldMessages({ file: BANK_PAYMENT_MESSAGES.noFile }),
    );
  }
  const refuse = (coded: Coded): never => {
    throw refusal(422, coded, fieldMessages({ file: coded }));
  };
  if (file.size > BANK_PAYMENT_LIMITS.fileBytes) {
    refuse(BANK_PAYMENT_MESSAGES.fileTooLarge(BANK_PAYMENT_LIMITS.fileBytes / 1024 / 1024));
  }
  let rows: CsvRow[];
  let delimiter: ReturnType<typeof guessDelimiter>;
  try {
    const text = decodeStatement(new Uint8Array(await file.arrayBuffer()));
    delimiter = guessDelimiter(text);
    rows = parseCsv(text, delimiter, {
      rows: BANK_PAYMENT_LIMITS.rows,
      columns: BANK_PAYMENT_LIMITS.columns,
    });
  } catch (error) {
    if (error instanceof StatementError) return refuse(error.coded);
    throw error;
  }
  const first = rows[0];
  if (!first) return refuse(CSV_MESSAGES.empty);
  const width = Math.max(...rows.map((row) => row.fields.length));
  if (width < 2) refuse(CSV_MESSAGES.oneColumn);
  const hasHeader = upload.mapping?.hasHeader ?? looksLikeHeader(first.fields);
  const header = hasHeader ? first.fields.map((name) => name.trim()) : null;
  const data = hasHeader ? rows.slice(1) : rows;
  if (data.length === 0) refuse(CSV_MESSAGES.noRows);
  if (data.length > BANK_PAYMENT_LIMITS.rows)
    refuse(CSV_MESSAGES.tooManyRows(BANK_PAYMENT_LIMITS.rows));
  const mapping = upload.mapping ?? guessMapping(header, data[0]?.fields ?? [], 'GBP');
  for (const column of mappedColumns(mapping)) {
    if (column >= width) refuse(CSV_MESSAGES.column(column, width));
  }
  const columns = Array.from({ length: width }, (_, index) =>
    (header?.[index] || `Column ${index + 1}`).slice(0, 200),
  );
  const decimalComma = delimiter === ';';
  const cut = (text: string, max: number) => text.trim().replace(/\s+/g, ' ').slice(0, max);

  const read = data.map((row): { row: StatementRow; payment: ManualPayment | null } => {
    const cell = (column: number | null) => (column === null ? '' : (row.fields[column] ?? ''));
    const payer = cut(cell(mapping.payer), BANK_PAYMENT_LIMITS.payer);
    const reference = cut(cell(mapping.reference), BANK_PAYMENT_LIMITS.reference);
    const base = {
      line: row.line,
      payer,
      reference,
      duplicateOf: null,
      duplicateOfLine: null,
    };
    const fail = (issue: Coded) => ({
      row: {
        ...base,
        outcome: 'error' as const,
        receivedOn: null,
        amount: null,
        error: englishText(issue),
        issue: Object.keys(issue.params).length > 0 ? issue : { code: issue.code },
      },
      payment: null,
    });
    if (mappedColumns(mapping).some((column) => column >= row.fields.length)) {
      return fail(BANK_PAYMENT_MESSAGES.rowShort);
    }
    const rawDate = cell(mapping.date);
    const receivedOn = parseStatementDate(rawDate, mapping.dateFormat);
    if (receivedOn === null) {
      return fail(BANK_PAYMENT_MESSAGES.rowDate(cut(rawDate, 40), mapping.dateFormat));
    }
    let amount: string | null;
    if (typeof mapping.amount === 'number') {
      const raw = cell(mapping.amount);
      if (raw.trim() === '') return fail(BANK_PAYMENT_MESSAGES.rowNoAmount);
      amount = parseStatementAmount(raw, decimalComma);
      if (amount === null) return fail(BANK_PAYMENT_MESSAGES.rowAmount(cut(raw, 40)));
    } else {
      const rawCredit = cell(mapping.amount.credit);
      const rawDebit = cell(mapping.amount.debit);
      const credit = parseStatementAmount(rawCredit, decimalComma);
      const debit = parseStatementAmount(rawDebit, decimalComma);
      if (rawCredit.trim() !== '' && credit === null) {
        return fail(BANK_PAYMENT_MESSAGES.rowAmount(cut(rawCredit, 40)));
      }
      if (rawDebit.trim() !== '' && debit === null) {
        return fail(BANK_PAYMENT_MESSAGES.rowAmount(cut(rawDebit, 40)));
      }
      if (credit !== null && toMinorUnits(credit) !== 0n) amount = credit;
      else if (debit !== null && toMinorUnits(debit) !== 0n) {
        // A debit column holds money out, whatever its sign.
        amount = toMinorUnits(debit) > 0n ? `-${debit}` : debit;
      } else if (credit === null && debit === null) return fail(BANK_PAYMENT_MESSAGES.rowNoAmount);
      else amount = '0.00';
    }
    const minor = toMinorUnits(amount);
    if (minor === 0n) return fail(BANK_PAYMENT_MESSAGES.rowZero);
    const value = money(amount, mapping.currency);
    if (minor < 0n) {
      return {
        row: { ...base, outcome: 'debit', receivedOn, amount: value, error: null },
        payment: null,
      };
    }
    return {
      row: { ...base, outcome: 'valid', receivedOn, amount: value, error: null },
      payment: {
        receivedOn,
        amount: value.amount,
        currency: value.currency,
        payer,
        reference,
        notes: '',
      },
    };
  });

  // Duplicates: against the stored payments, then against the earlier rows of the file.
  const keys = read.flatMap(({ payment }) =>
    payment
      ? [bankPaymentDuplicateKey({ ...payment, amount: money(payment.amount, payment.currency) })]
      : [],
  );
  const stored = new Map<string, string>();
  if (keys.length > 0) {
    const found = await db.query<{ id: string; duplicate_key: string }>(
      `select id, duplicate_key from bank_payments
        where not deleted and duplicate_key = any($1::text[])
        order by created_at, id`,
      [[...new Set(keys)]],
    );
    for (const row of found.rows) {
      if (!stored.has(row.duplicate_key)) stored.set(row.duplicate_key, row.id);
    }
  }
  const seen = new Map<string, number>();
  const valid: ReadStatement['valid'] = [];
  const duplicates: ReadStatement['duplicates'] = [];
  const rowsOut = read.map(({ row, payment }): StatementRow => {
    if (!payment) return row;
    const key = bankPaymentDuplicateKey({
      ...payment,
      amount: money(payment.amount, payment.currency),
    });
    const storedId = stored.get(key);
    const earlier = seen.get(key);
    if (earlier === undefined) seen.set(key, row.line);
    if (storedId !== undefined || earlier !== undefined) {
      duplicates.push({ line: row.line, payment });
      return {
        ...row,
        outcome: 'duplicate',
        duplicateOf: storedId ?? null,
        duplicateOfLine: storedId === undefined ? (earlier ?? null) : null,
      };
    }
    valid.push({ line: row.line, payment });
    return row;
  });
  const count = (outcome: StatementRow['outcome']) =>
    rowsOut.filter((row) => row.outcome === outcome).length;
  return {
    preview: {
      columns,
      sampleRows: data.slice(0, 5).map((row) => row.fields.map((field) => field.slice(0, 200))),
      delimiter,
      mapping,
      guessed: upload.mapping === undefined,
      rows: rowsOut,
      counts: {
        valid: count('valid'),
        duplicates: count('duplicate'),
        debits: count('debit'),
        errors: count('error'),
      },
    },
    valid,
    duplicates,
  };
}

/** Writes a statement's payments, all or nothing, in the caller's transaction (422 on any error). */
export async function importStatement(
  tx: Transaction,
  upload: StatementUpload & { skipDuplicates: boolean },
  context: WriteContext,
): Promise<StatementImportResult> {
  // One import at a time, so two uploads of one file cannot both pass the duplicate check.
  await tx.query(`select pg_advisory_xact_lock(hashtext('bank_payments_import'))`);
  const read = await readStatement(tx, upload);
  const { counts, rows } = read.preview;
  if (counts.errors > 0) {
    const refused = rows.filter((row) => row.outcome === 'error');
    const [firstError] = refused;
    const fields = fieldMessages(
      Object.fromEntries(
        refused
          .slice(0, 20)
          .map((row) => [
            `line ${row.line}`,
            row.issue && isApiMessageCode(row.issue.code)
              ? { code: row.issue.code, params: row.issue.params ?? {} }
              : (row.error ?? ''),
          ]),
      ),
    );
    throw refusal(
      422,
      BANK_PAYMENT_MESSAGES.hasErrors(
        counts.errors,
        firstError?.line ?? 0,
        firstError?.error ?? '',
      ),
      fields,
    );
  }
  const toWrite = upload.skipDuplicates ? read.valid : [...read.valid, ...read.duplicates];
  toWrite.sort((a, b) => a.line - b.line);
  if (toWrite.length === 0) throw refusal(422, BANK_PAYMENT_MESSAGES.nothingToImport);
  // A file name may carry control characters (NUL would break the insert): printable only.
  const name = Array.from(upload.file?.name ?? '')
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .slice(0, 200);
  const made = await tx.query<{ id: string }>(
    `insert into bank_payment_imports
       (file_name, row_count, created_count, skipped_duplicates, skipped_debits, created_at,
        created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      name,
      rows.length,
      toWrite.length,
      upload.skipDuplicates ? counts.duplicates : 0,
      counts.debits,
      context.at,
      context.actor.id,
    ],
  );
  const importId = made.rows[0]?.id;
  if (!importId) throw new Error('The import was not recorded');
  for (let start = 0; start < toWrite.length; start += 500) {
    const chunk = toWrite.slice(start, start + 500).map(({ payment }) => ({
      ...valuesOf(payment, 'import', importId),
      createdBy: context.actor.id,
      createdAt: context.at,
      updatedAt: context.at,
    }));
    await tx.orm.insert(bankPayments).values(chunk);
  }
  await writeAudit(tx, {
    actorId: context.actor.id,
    action: 'import',
    recordType: 'bankPaymentImport',
    recordId: importId,
    recordName: name || 'Bank statement',
    changes: {
      created: { to: toWrite.length },
      skippedDuplicates: { to: upload.skipDuplicates ? counts.duplicates : 0 },
      skippedDebits: { to: counts.debits },
    },
    at: context.at,
  });
  return {
    importId,
    created: toWrite.length,
    skippedDuplicates: upload.skipDuplicates ? counts.duplicates : 0,
    skippedDebits: counts.debits,
  };
}
