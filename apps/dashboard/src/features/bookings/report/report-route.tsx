import type {
  BookingReport,
  BookingReportGroup,
  BookingReportMonth,
  BookingReportTable,
} from '@staydesk/domain';
import {
  Box,
  Button,
  Chart,
  EmptyState,
  Grid,
  Inline,
  Loader,
  PageHeader,
  PlainTable,
  RecordSection,
  Select,
  SelectItem,
  Stack,
  StatCard,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvButton } from '../../../components/CsvButton';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { usePhoneColumns } from '../../../lib/media';
import { type BookingReportRange, fetchBookingReportCsv, useBookingReport } from './api';
import { bookingReportMessages } from './messages';

type Messages = ReturnType<typeof useMessages<typeof bookingReportMessages.en>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** The longest period the server reports (three years). */
const MAX_MONTHS = 36;
/** Bars drawn in the company and city charts (the tables list more). */
const CHART_BARS = 10;

/** YYYY-MM of the month `offset` months from `month`. */
function shiftMonth(month: string, offset: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + offset, 1));
  return date.toISOString().slice(0, 7);
}
const monthsBetween = (from: string, to: string) => {
  const [fy = 0, fm = 0] = from.split('-').map(Number);
  const [ty = 0, tm = 0] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
};
function lastDay(month: string): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
}
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}
const monthRange = (from: string, to: string) => ({ from: `${from}-01`, to: lastDay(to) });

/** The period the address names (?from&to&currency), else the 12 whole months to this one. */
function rangeOf(params: URLSearchParams): BookingReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const currency = params.get('currency') ?? '';
  const chosen = CURRENCY.test(currency) ? currency : undefined;
  if (ISO_DAY.test(from) && ISO_DAY.test(to) && to >= from) return { from, to, currency: chosen };
  const current = thisMonth();
  return { ...monthRange(shiftMonth(current, -11), current), currency: chosen };
}

const PRESETS = {
  last12: () => [shiftMonth(thisMonth(), -11), thisMonth()],
  thisYear: () => [`${thisMonth().slice(0, 4)}-01`, `${thisMonth().slice(0, 4)}-12`],
  next3: () => [thisMonth(), shiftMonth(thisMonth(), 2)],
} as const satisfies Record<string, () => [string, string]>;

function ReportCsvButton({
  range,
  table,
  label,
}: {
  range: BookingReportRange;
  table: BookingReportTable;
  label: string;
}) {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  return (
    <CsvButton
      fetchCsv={() => fetchBookingReportCsv(range, table)}
      fileName={`bookings-${table}-${range.from}-${range.to}.csv`}
      ariaLabel={f.message(m.csvOf, { table: label })}
    >
      {m.csv}
    </CsvButton>
  );
}

/** A row of a figures table: a month, a company or a city, or the total. */
type FigureRow = Pick<
  BookingReportMonth,
  'nights' | 'bookings' | 'revenue' | 'cost' | 'margin' | 'marginPercent'
> & { id: string; label: string; total?: boolean };

function figureColumns(
  m: Messages,
  f: Formatters,
  name: string,
  full: boolean,
): TableColumn<FigureRow>[] {
  const cash = (value: FigureRow['revenue']) => f.money(Number(value.amount), value.currency);
  const strong = (row: FigureRow, text: string) => (row.total ? <strong>{text}</strong> : text);
  const columns: (TableColumn<FigureRow> | null)[] = [
    {
      id: 'label',
      name,
      isRowHeader: true,
      renderCell: (row) => strong(row, row.label),
    },
    {
      id: 'nights',
      name: m.columns.nights,
      align: 'end',
      noWrap: true,
      renderCell: (row) => strong(row, f.number(row.nights)),
    },
    full
      ? {
          id: 'bookings',
          name: m.columns.bookings,
          align: 'end',
          noWrap: true,
          renderCell: (row) => strong(row, f.number(row.bookings)),
        }
      : null,
    {
      id: 'revenue',
      name: m.columns.revenue,
      align: 'end',
      noWrap: true,
      renderCell: (row) => strong(row, cash(row.revenue)),
    },
    full
      ? {
          id: 'cost',
          name: m.columns.cost,
          align: 'end',
          noWrap: true,
          renderCell: (row) => strong(row, cash(row.cost)),
        }
      : null,
    {
      id: 'margin',
      name: m.columns.margin,
      align: 'end',
      noWrap: true,
      renderCell: (row) => strong(row, cash(row.margin)),
    },
    {
      id: 'marginPercent',
      name: m.columns.marginPercent,
      align: 'end',
      noWrap: true,
      renderCell: (row) =>
        strong(row, row.marginPercent === null ? m.none : f.percent(Number(row.marginPercent), 1)),
    },
  ];
  return columns.filter((column): column is TableColumn<FigureRow> => column !== null);
}

function FiguresTable({
  label,
  name,
  rows,
  full = false,
}: {
  label: string;
  name: string;
  rows: FigureRow[];
  full?: boolean;
}) {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  const columns = usePhoneColumns(figureColumns(m, f, name, full), ['label', 'nights', 'revenue']);
  return <PlainTable aria-label={label} columns={columns} items={rows} density="compact" />;
}

function Section({
  title,
  range,
  table,
  children,
}: {
  title: string;
  range: BookingReportRange;
  table: BookingReportTable;
  children: ReactNode;
}) {
  return (
    <RecordSection
      title={title}
      actions={<ReportCsvButton range={range} table={table} label={title} />}
    >
      {children}
    </RecordSection>
  );
}

function Figures({ report, range }: { report: BookingReport; range: BookingReportRange }) {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  const { totals, currency } = report;
  const cash = (amount: string) => f.money(Number(amount), currency);
  /** A stat card's amount: whole units (or `digits`), compact from a million, so it fits a phone. */
  const big = (value: number, digits = 0) =>
    f.number(value, {
      style: 'currency',
      currency,
      maximumFractionDigits: Math.abs(value) >= 1_000_000 ? 1 : digits,
      minimumFractionDigits: Math.abs(value) >= 1_000_000 ? 0 : digits,
      ...(Math.abs(value) >= 1_000_000 ? { notation: 'compact' as const } : {}),
    });
  const compact = (value: number) =>
    f.number(value, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
  const total: FigureRow = { ...totals, id: 'total', label: m.total, total: true };
  const months: FigureRow[] = report.byMonth.map((row) => ({
    ...row,
    id: row.month,
    label: f.month(row.month),
  }));
  const group = (rows: BookingReportGroup[], none: string): FigureRow[] =>
    rows.map((row) => ({ ...row, id: row.key ?? '-', label: row.key === null ? none : row.label }));
  const companies = group(report.byCompany, m.noCompany);
  const cities = group(report.byCity, m.noCity);
  const bars = (rows: FigureRow[]) =>
    rows.slice(0, CHART_BARS).map((row) => ({
      id: row.id,
      label: row.label,
      value: Number(row.revenue.amount),
    }));
  const topNote = (rows: FigureRow[]) =>
    rows.length >= 25 ? (
      <Text size="small" tone="secondary">
        {f.message(m.topOnly, { count: rows.length })}
      </Text>
    ) : null;
  return (
    <Stack space="large">
      <Grid columns={[2, 3, 6]} space="medium">
        <StatCard
          label={m.stats.nights}
          value={f.number(totals.nights)}
          hint={f.message(m.stats.nightsHint, { count: totals.bookings })}
        />
        <StatCard
          label={m.stats.revenue}
          value={big(Number(totals.revenue.amount))}
          hint={f.message(m.stats.revenueHint, { cost: cash(totals.cost.amount) })}
        />
        <StatCard
          label={m.stats.margin}
          value={big(Number(totals.margin.amount))}
          hint={
            totals.marginPercent === null
              ? m.none
              : f.message(m.stats.marginHint, { percent: f.percent(Number(totals.marginPercent)) })
          }
        />
        <StatCard
          label={m.stats.averageStay}
          value={
            totals.averageStayNights === null
              ? m.none
              : f.number(totals.averageStayNights, { maximumFractionDigits: 1 })
          }
          hint={m.stats.averageStayHint}
        />
        <StatCard
          label={m.stats.extensions}
          value={
            totals.extensionsRatePercent === null ? m.none : f.percent(totals.extensionsRatePercent)
          }
          hint={f.message(m.stats.extensionsHint, {
            extended: totals.extended,
            count: totals.bookings,
          })}
        />
        <StatCard
          label={m.stats.nightlyRate}
          value={
            totals.nights === 0 ? m.none : big(Number(totals.revenue.amount) / totals.nights, 2)
          }
          hint={m.stats.nightlyRateHint}
        />
      </Grid>
      <Section title={m.sections.byMonth} range={range} table="byMonth">
        <Stack space="large">
          <Grid columns={[1, 1, 2]} space="large">
            <Stack space="small">
              <Text weight="strong">{m.charts.nightsByMonth}</Text>
              <Chart
                kind="columns"
                label={m.charts.nightsByMonth}
                valueLabel={m.columns.nights}
                data={months.map((row) => ({ id: row.id, label: row.label, value: row.nights }))}
                format={(value) => f.number(value)}
                table={false}
              />
            </Stack>
            <Stack space="small">
              <Text weight="strong">{m.charts.revenueByMonth}</Text>
              <Chart
                kind="line"
                label={m.charts.revenueByMonth}
                valueLabel={m.columns.revenue}
                data={months.map((row) => ({
                  id: row.id,
                  label: row.label,
                  value: Number(row.revenue.amount),
                }))}
                format={compact}
                table={false}
              />
            </Stack>
          </Grid>
          <FiguresTable
            label={m.sections.byMonth}
            name={m.columns.month}
            rows={[...months, total]}
            full
          />
        </Stack>
      </Section>
      <Grid columns={[1, 1, 2]} space="large">
        <Section title={m.sections.byCompany} range={range} table="byCompany">
          <Stack space="medium">
            <Chart
              kind="bars"
              label={m.charts.revenueByCompany}
              valueLabel={m.columns.revenue}
              data={bars(companies)}
              format={compact}
              table={false}
            />
            <FiguresTable label={m.sections.byCompany} name={m.columns.company} rows={companies} />
            {topNote(companies)}
          </Stack>
        </Section>
        <Section title={m.sections.byCity} range={range} table="byCity">
          <Stack space="medium">
            <Chart
              kind="bars"
              label={m.charts.revenueByCity}
              valueLabel={m.columns.revenue}
              data={bars(cities)}
              format={compact}
              table={false}
            />
            <FiguresTable label={m.sections.byCity} name={m.columns.city} rows={cities} />
            {topNote(cities)}
          </Stack>
        </Section>
      </Grid>
    </Stack>
  );
}

/** The period as two months (first and last, whole months), three presets and the currency. */
function RangeBar({ range, currencies }: { range: BookingReportRange; currencies: string[] }) {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  const [, setParams] = useSearchParams();
  const [from, setFrom] = useState(range.from.slice(0, 7));
  const [to, setTo] = useState(range.to.slice(0, 7));
  const span = monthsBetween(from, to);
  const error = span < 1 ? m.invalidRange : span > MAX_MONTHS ? m.tooLong : undefined;
  const current = thisMonth();
  // Five years back to two ahead, and the chosen months if the address named others.
  const options = [
    ...new Set([
      ...Array.from({ length: 96 }, (_, index) => shiftMonth(current, index - 71)),
      from,
      to,
    ]),
  ]
    .sort()
    .map((month) => ({ id: month, label: f.month(month, 'long') }));
  const apply = (first: string, last: string, currency = range.currency) => {
    setFrom(first);
    setTo(last);
    if (monthsBetween(first, last) < 1 || monthsBetween(first, last) > MAX_MONTHS) return;
    const next: Record<string, string> = monthRange(first, last);
    if (currency) next.currency = currency;
    setParams(new URLSearchParams(next), { replace: true });
  };
  return (
    <Box as="section" aria-label={m.range}>
      <Inline space="small" alignY="flex-end">
        <Select
          label={m.fromMonth}
          items={options}
          selectedKey={from}
          onSelectionChange={(key) => apply(String(key), to)}
          isInvalid={error !== undefined}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        <Select
          label={m.toMonth}
          items={options}
          selectedKey={to}
          onSelectionChange={(key) => apply(from, String(key))}
          isInvalid={error !== undefined}
          {...(error ? { errorMessage: error } : {})}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        {currencies.length > 1 ? (
          <Select
            label={m.currency}
            items={currencies.map((code) => ({ id: code, label: code }))}
            selectedKey={range.currency ?? currencies[0] ?? null}
            onSelectionChange={(key) => apply(from, to, String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        ) : null}
        {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((preset) => (
          <Button
            key={preset}
            variant="ghost"
            size="small"
            onPress={() => {
              const [first, last] = PRESETS[preset]();
              apply(first, last);
            }}
          >
            {m.presets[preset]}
          </Button>
        ))}
      </Inline>
    </Box>
  );
}

/**
 * bookings/report (BOOKINGS): nights booked, revenue, cost and margin for a period of whole
 * months, by month, by company and by city, with the average stay and the extensions rate; the
 * ui Chart (visx) and a CSV of each table.
 */
export function BookingsReportRoute() {
  const m = useMessages(bookingReportMessages);
  const f = useFormat();
  const [params] = useSearchParams();
  const range = rangeOf(params);
  const { data, error, mutate } = useBookingReport(range);
  const shown = data ? { ...range, currency: data.currency } : range;
  return (
    <Stack space="large">
      <PageHeader
        title={m.title}
        description={f.message(m.description, {
          from: f.date(range.from),
          to: f.date(range.to),
        })}
      />
      <RangeBar
        key={`${range.from}/${range.to}`}
        range={shown}
        currencies={data?.currencies ?? []}
      />
      {error && !data ? (
        <Stack space="small">
          <Text tone="critical">{m.loadError}</Text>
          <div>
            <Button variant="secondary" onPress={() => void mutate()}>
              {m.retry}
            </Button>
          </div>
        </Stack>
      ) : null}
      {!data && !error ? <Loader label={m.loading} /> : null}
      {data && data.totals.nights === 0 ? (
        <EmptyState title={m.empty} text={m.emptyText} headingLevel={2} />
      ) : null}
      {data && data.totals.nights > 0 ? <Figures report={data} range={shown} /> : null}
    </Stack>
  );
}
