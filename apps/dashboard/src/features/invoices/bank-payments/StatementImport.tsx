import {
  BANK_PAYMENT_LIMITS,
  STATEMENT_DATE_FORMATS,
  type StatementDateFormat,
  type StatementMapping,
  type StatementMappingInput,
  type StatementPreview,
  type StatementRow,
} from '@staydesk/domain';
import {
  Badge,
  Button,
  Checkbox,
  FormRow,
  Heading,
  Inline,
  Link,
  PlainTable,
  Radio,
  RadioGroup,
  RecordSection,
  Select,
  SelectItem,
  Stack,
  Stepper,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { useId, useRef, useState } from 'react';
import { type ConflictRefresh, useInPlaceAction } from '../../../components/mutation-run';
import { Refusal } from '../../../components/Refusal';
import { href } from '../../../config/paths';
import { apiMessageText, type Formatters, useFormat, useMessages, type Widen } from '../../../i18n';
import { useIsWide, usePhoneColumns } from '../../../lib/media';
import { moneyText } from '../components/money';
import { previewStatement, useImportStatement } from './api';
import { type BankPaymentsMessagesEn, bankPaymentsMessages } from './messages';

type Messages = Widen<BankPaymentsMessagesEn>;
type Step = 'file' | 'mapping' | 'preview' | 'done';

const NONE = 'none';
const CSV_TYPES = '.csv,text/csv';

/** The mapping as the form holds it: one amount column, or money in and money out columns. */
interface MappingDraft {
  hasHeader: boolean;
  date: number;
  dateFormat: StatementDateFormat;
  amountKind: 'one' | 'two';
  amount: number;
  credit: number;
  debit: number | null;
  payer: number | null;
  reference: number | null;
}

function draftOf(mapping: StatementMapping): MappingDraft {
  const split = typeof mapping.amount === 'object';
  return {
    hasHeader: mapping.hasHeader,
    date: mapping.date,
    dateFormat: mapping.dateFormat,
    amountKind: split ? 'two' : 'one',
    amount: typeof mapping.amount === 'number' ? mapping.amount : mapping.amount.credit,
    credit: typeof mapping.amount === 'number' ? mapping.amount : mapping.amount.credit,
    debit: typeof mapping.amount === 'number' ? null : mapping.amount.debit,
    payer: mapping.payer,
    reference: mapping.reference,
  };
}

function mappingOf(draft: MappingDraft): StatementMappingInput {
  return {
    date: draft.date,
    amount:
      draft.amountKind === 'one' ? draft.amount : { credit: draft.credit, debit: draft.debit },
    payer: draft.payer,
    reference: draft.reference,
    dateFormat: draft.dateFormat,
    hasHeader: draft.hasHeader,
  };
}

/** Whether a picked file may be a CSV statement (the server checks its content). */
function looksLikeCsv(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

/** A column picker: the file's columns by name, with the first row's value under it. */
function ColumnSelect({
  label,
  value,
  columns,
  sample,
  optional,
  onChange,
  m,
  f,
}: {
  label: string;
  value: number | null;
  columns: readonly string[];
  sample: readonly string[] | undefined;
  optional: boolean;
  onChange: (value: number | null) => void;
  m: Messages;
  f: Formatters;
}) {
  const items = [
    ...(optional ? [{ id: NONE, label: m.import.noColumn }] : []),
    ...columns.map((name, index) => ({ id: String(index), label: name })),
  ];
  const shown = value === null ? undefined : sample?.[value];
  return (
    <Select
      label={label}
      items={items}
      selectedKey={value === null ? NONE : String(value)}
      onSelectionChange={(key) => {
        if (key === null) return;
        onChange(key === NONE ? null : Number(key));
      }}
      isRequired={!optional}
      description={
        value === null
          ? undefined
          : shown
            ? f.message(m.import.sampleValue, { value: shown })
            : m.import.emptyValue
      }
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
}

function outcomeBadge(row: StatementRow, m: Messages) {
  switch (row.outcome) {
    case 'valid':
      return (
        <Badge tone="positive" size="small">
          {m.import.ok}
        </Badge>
      );
    case 'duplicate':
      return (
        <Stack space="xxsmall">
          <Inline space="xxsmall">
            <Badge tone="caution" size="small">
              {m.import.duplicate}
            </Badge>
          </Inline>
          {row.duplicateOfLine !== null ? (
            <Text size="small" tone="secondary">
              {`${m.import.duplicateOfFile} (${m.import.line} ${row.duplicateOfLine})`}
            </Text>
          ) : null}
        </Stack>
      );
    case 'debit':
      return (
        <Badge tone="neutral" size="small">
          {m.import.debit}
        </Badge>
      );
    default:
      return (
        <Stack space="xxsmall">
          <Inline space="xxsmall">
            <Badge tone="critical" size="small">
              {m.import.error}
            </Badge>
          </Inline>
          {row.error ? (
            <Text size="small" tone="critical">
              {apiMessageText(row.issue, row.error)}
            </Text>
          ) : null}
        </Stack>
      );
  }
}

/** The preview's rows: line, the parsed date, amount, payer, reference, and what will happen. */
function PreviewTable({
  preview,
  m,
  f,
}: {
  preview: StatementPreview;
  m: Messages;
  f: Formatters;
}) {
  const isWide = useIsWide();
  const missing = (
    <Text size="small" tone="secondary">
      —
    </Text>
  );
  const columns: TableColumn<StatementRow & { id: string }>[] = [
    {
      id: 'line',
      name: m.import.line,
      isRowHeader: isWide,
      align: 'end',
      renderCell: (row) => String(row.line),
    },
    {
      id: 'receivedOn',
      name: m.import.receivedOn,
      noWrap: true,
      renderCell: (row) => (row.receivedOn ? f.day(row.receivedOn) : missing),
    },
    {
      id: 'amount',
      name: m.import.amount,
      noWrap: true,
      align: 'end',
      renderCell: (row) => (row.amount ? moneyText(f, row.amount) : missing),
    },
    {
      id: 'payer',
      name: m.import.payer,
      isRowHeader: !isWide,
      // On a phone the payer's cell carries the date, amount and reference under the name.
      renderCell: (row) =>
        isWide ? (
          row.payer || missing
        ) : (
          <Stack space="xxsmall">
            <Text weight="strong">{row.payer || '—'}</Text>
            <Text size="small">
              {[
                row.amount ? moneyText(f, row.amount) : '—',
                row.receivedOn ? f.day(row.receivedOn) : '—',
              ].join(' · ')}
            </Text>
            {row.reference ? (
              <Text size="small" tone="secondary">
                {row.reference}
              </Text>
            ) : null}
          </Stack>
        ),
    },
    {
      id: 'reference',
      name: m.import.reference,
      renderCell: (row) => row.reference || missing,
    },
    {
      id: 'check',
      name: m.import.check,
      renderCell: (row) => outcomeBadge(row, m),
    },
  ];
  const shown = usePhoneColumns(columns, ['payer', 'check']);
  return (
    <PlainTable
      aria-label={m.import.previewLabel}
      columns={shown}
      items={preview.rows.map((row) => ({ ...row, id: String(row.line) }))}
      maxHeight="32rem"
    />
  );
}

/** The file's first rows as they are, under the column names, to check the mapping against. */
function SampleTable({ preview, m }: { preview: StatementPreview; m: Messages }) {
  const columns: TableColumn<{ id: string; cells: readonly string[] }>[] = preview.columns.map(
    (name, index) => ({
      id: `c${index}`,
      name,
      isRowHeader: index === 0,
      renderCell: (row) => row.cells[index] ?? '',
    }),
  );
  const shown = usePhoneColumns(columns, []);
  if (shown.length === 0) return null;
  return (
    <PlainTable
      aria-label={m.import.sampleLabel}
      columns={shown}
      items={preview.sampleRows.map((cells, index) => ({ id: String(index), cells }))}
    />
  );
}

/** A step's failure (the file refused, the import refused) is shown beside the step. */
const shownInPlace: ConflictRefresh = () => true;

/**
 * A bank statement imported in steps: choose the CSV (the server reads it and guesses which
 * column holds what; a malformed file is refused here with the server's reason, nothing
 * imported), check the column mapping, preview every row as it would be imported (duplicates,
 * money out and errors marked), then import all valid rows at once.
 */
export function StatementImport() {
  const m = useMessages(bankPaymentsMessages);
  const f = useFormat();
  const importing = useImportStatement();
  const labelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('file');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [draft, setDraft] = useState<MappingDraft | null>(null);
  const action = useInPlaceAction(shownInPlace);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const refusal = fileProblem ?? action.refusal;
  const reading = action.isPending;
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [result, setResult] = useState<{ created: number; skipped: number } | null>(null);

  const steps = (['file', 'mapping', 'preview', 'done'] as const).map((id) => ({
    id,
    label: m.import.steps[id],
  }));
  const change = (patch: Partial<MappingDraft>) =>
    setDraft((previous) => (previous ? { ...previous, ...patch } : previous));

  const choose = (list: FileList | null) => {
    const picked = list?.[0];
    if (!picked) return;
    setFileProblem(null);
    action.clearRefusal();
    setFile(picked);
    if (!looksLikeCsv(picked)) {
      setFileProblem(m.import.notCsv);
      return;
    }
    if (picked.size > BANK_PAYMENT_LIMITS.fileBytes) {
      setFileProblem(m.import.tooLarge);
      return;
    }
    void action.run(() =>
      previewStatement(picked, null).then((answer) => {
        setPreview(answer);
        setDraft(draftOf(answer.mapping));
        setStep('mapping');
      }),
    );
  };

  const runPreview = () => {
    if (!file || !draft) return;
    void action.run(() =>
      previewStatement(file, mappingOf(draft)).then((answer) => {
        setPreview(answer);
        setStep('preview');
      }),
    );
  };

  const runImport = () => {
    if (!file || !draft) return;
    void action.run(() =>
      importing.trigger({ file, mapping: mappingOf(draft), skipDuplicates }).then((answer) => {
        setResult({ created: answer.data.created, skipped: answer.data.skippedDuplicates });
        setStep('done');
      }),
    );
  };

  const restart = () => {
    setStep('file');
    setFile(null);
    setPreview(null);
    setDraft(null);
    setFileProblem(null);
    action.clearRefusal();
    setResult(null);
    setSkipDuplicates(true);
  };

  const toImport = preview
    ? preview.counts.valid + (skipDuplicates ? 0 : preview.counts.duplicates)
    : 0;
  const sample = preview?.sampleRows[0];

  return (
    <Stack space="large">
      <Stepper steps={steps} currentStepId={step} aria-label={m.import.stepsLabel} />
      {step === 'file' ? (
        <RecordSection title={m.import.fileSection}>
          <Stack space="small">
            <Text id={labelId} weight="strong">
              {m.import.fileLabel}
            </Text>
            <Inline space="small" alignY="center">
              {/* The file dialog's own input, out of sight and of the tab order: the button is
                  the control (as the design system's ImagePicker does with RAC's FileTrigger). */}
              <input
                ref={fileInput}
                type="file"
                accept={CSV_TYPES}
                hidden
                tabIndex={-1}
                onChange={(event) => {
                  choose(event.currentTarget.files);
                  // The same file chosen again (after fixing it) still counts as a choice.
                  event.currentTarget.value = '';
                }}
              />
              <Button
                variant="secondary"
                aria-describedby={labelId}
                isPending={reading}
                onPress={() => fileInput.current?.click()}
              >
                {file ? m.import.changeFile : m.import.chooseFile}
              </Button>
              <Text size="small" tone="secondary">
                {m.import.fileHint}
              </Text>
            </Inline>
            <div role="status">
              <Text size="small" tone="secondary">
                {reading
                  ? m.import.reading
                  : file
                    ? f.message(m.import.fileChosen, {
                        name: file.name,
                        size: f.number(file.size / 1024, { maximumFractionDigits: 1 }),
                      })
                    : m.import.noFile}
              </Text>
            </div>
            <Refusal message={refusal} hint={m.import.failed} part="import-error" />
          </Stack>
        </RecordSection>
      ) : null}

      {step === 'mapping' && preview && draft ? (
        <RecordSection title={m.import.mappingSection} description={m.import.mappingIntro}>
          <Stack space="medium">
            <Checkbox isSelected={draft.hasHeader} onChange={(hasHeader) => change({ hasHeader })}>
              {m.import.hasHeader}
            </Checkbox>
            <FormRow>
              <ColumnSelect
                label={m.import.dateColumn}
                value={draft.date}
                columns={preview.columns}
                sample={sample}
                optional={false}
                onChange={(date) => change({ date: date ?? 0 })}
                m={m}
                f={f}
              />
              <Select
                label={m.import.dateFormat}
                items={STATEMENT_DATE_FORMATS.map((id) => ({ id, label: m.formats[id] }))}
                selectedKey={draft.dateFormat}
                onSelectionChange={(key) => {
                  const format = STATEMENT_DATE_FORMATS.find((value) => value === key);
                  if (format) change({ dateFormat: format });
                }}
                isRequired
              >
                {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
              </Select>
            </FormRow>
            <RadioGroup
              label={m.import.amountKind}
              value={draft.amountKind}
              onChange={(value) => change({ amountKind: value === 'two' ? 'two' : 'one' })}
            >
              <Radio value="one">{m.import.amountOne}</Radio>
              <Radio value="two">{m.import.amountTwo}</Radio>
            </RadioGroup>
            {draft.amountKind === 'one' ? (
              <FormRow>
                <ColumnSelect
                  label={m.import.amountColumn}
                  value={draft.amount}
                  columns={preview.columns}
                  sample={sample}
                  optional={false}
                  onChange={(amount) => change({ amount: amount ?? 0 })}
                  m={m}
                  f={f}
                />
              </FormRow>
            ) : (
              <FormRow>
                <ColumnSelect
                  label={m.import.creditColumn}
                  value={draft.credit}
                  columns={preview.columns}
                  sample={sample}
                  optional={false}
                  onChange={(credit) => change({ credit: credit ?? 0 })}
                  m={m}
                  f={f}
                />
                <ColumnSelect
                  label={m.import.debitColumn}
                  value={draft.debit}
                  columns={preview.columns}
                  sample={sample}
                  optional
                  onChange={(debit) => change({ debit })}
                  m={m}
                  f={f}
                />
              </FormRow>
            )}
            <FormRow>
              <ColumnSelect
                label={m.import.payerColumn}
                value={draft.payer}
                columns={preview.columns}
                sample={sample}
                optional
                onChange={(payer) => change({ payer })}
                m={m}
                f={f}
              />
              <ColumnSelect
                label={m.import.referenceColumn}
                value={draft.reference}
                columns={preview.columns}
                sample={sample}
                optional
                onChange={(reference) => change({ reference })}
                m={m}
                f={f}
              />
            </FormRow>
            <Stack space="xsmall">
              <Heading level={3}>{m.import.sampleLabel}</Heading>
              <SampleTable preview={preview} m={m} />
            </Stack>
            <Refusal message={refusal} hint={m.import.failed} part="import-error" />
            <Inline space="small" align="flex-end">
              <Button variant="secondary" onPress={restart}>
                {m.import.back}
              </Button>
              <Button onPress={runPreview} isPending={reading}>
                {reading ? m.import.previewing : m.import.previewAction}
              </Button>
            </Inline>
          </Stack>
        </RecordSection>
      ) : null}

      {step === 'preview' && preview ? (
        <RecordSection
          title={m.import.previewSection}
          description={
            <span role="status" data-part="import-counts">
              {f.message(m.import.counts, {
                valid: preview.counts.valid,
                duplicates: preview.counts.duplicates,
                errors: preview.counts.errors,
              })}
            </span>
          }
        >
          <Stack space="medium">
            <PreviewTable preview={preview} m={m} f={f} />
            {preview.counts.duplicates > 0 ? (
              <Checkbox isSelected={skipDuplicates} onChange={setSkipDuplicates}>
                {m.import.skipDuplicates}
              </Checkbox>
            ) : null}
            <Refusal message={refusal} hint={m.import.failed} part="import-error" />
            <Inline space="small" align="flex-end">
              <Button variant="secondary" onPress={() => setStep('mapping')}>
                {m.import.back}
              </Button>
              <Button onPress={runImport} isPending={action.isPending} isDisabled={toImport === 0}>
                {action.isPending
                  ? m.import.importing
                  : f.message(m.import.importAction, { count: toImport })}
              </Button>
            </Inline>
          </Stack>
        </RecordSection>
      ) : null}

      {step === 'done' && result ? (
        <RecordSection title={m.import.doneTitle}>
          <Stack space="medium">
            <div role="status">
              <Text>
                {f.message(m.import.doneText, {
                  created: result.created,
                  skipped: result.skipped,
                })}
              </Text>
            </div>
            <Inline space="medium" alignY="center">
              <Link href={href('bankPayments')} weight="strong">
                {m.import.toList}
              </Link>
              <Button variant="secondary" onPress={restart}>
                {m.import.another}
              </Button>
            </Inline>
          </Stack>
        </RecordSection>
      ) : null}
    </Stack>
  );
}
