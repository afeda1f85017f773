import type { Money } from '@staydesk/domain';
import {
  Box,
  Button,
  Chart,
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
  type StatCardTrend,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvButton } from '../../components/CsvButton';
import { type Formatters, useFormat, useMessages } from '../../i18n';
import { usePhoneColumns } from '../../lib/media';
import {
  fetchReportingCsv,
  type Reporting,
  type ReportingFigures,
  type ReportingGroup,
  type ReportingRange,
  type ReportingTable,
  useReporting,
} from './api';
import { reportingMessages } from './messages';

const CustomPeriod = lazy(() =>
  import('./CustomPeriod').then((m) => ({ default: m.CustomPeriod })),
);

type Messages = ReturnType<typeof useMessages<typeof reportingMessages.en>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const PRESETS = ['last12', 'thisMonth', 'lastMonth', 'quarter', 'year', 'custom'] as const;
type Preset = (typeof PRESETS)[number];

const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthStart = (year: number, month: number) => iso(new Date(Date.UTC(year, month, 1)));
const monthEnd = (year: number, month: number) => iso(new Date(Date.UTC(year, month + 1, 0)));

/** The days a preset stands for, from the browser's today (last12 = the server's default). */
function presetRange(preset: Exclude<Preset, 'custom'>): { from: string; to: string } {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth();
  switch (preset) {
    case 'last12':
      return { from: monthStart(year, month - 11), to: monthEnd(year, month) };
    case 'thisMonth':
      return { from: monthStart(year, month), to: monthEnd(year, month) };
    case 'lastMonth':
      return { from: monthStart(year, month - 1), to: monthEnd(year, month - 1) };
    case 'quarter': {
      const first = month - (month % 3);
      return { from: monthStart(year, first), to: monthEnd(year, first + 2) };
    }
    case 'year':
      return { from: monthStart(year, 0), to: monthEnd(year, 11) };
  }
}

/** The period the address names (?from&to&currency); none = the last 12 months. */
function rangeOf(params: URLSearchParams): ReportingRange & { preset: Preset } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const currency = params.get('currency') ?? '';
  const chosen = CURRENCY.test(currency) ? currency : undefined;
  if (ISO_DAY.test(from) && ISO_DAY.test(to) && to >= from) {
    const preset =
      PRESETS.find((name) => {
        if (name === 'custom') return false;
        const range = presetRange(name);
        return range.from === from && range.to === to;
      }) ?? 'custom';
    return { from, to, currency: chosen, preset };
  }
  return { currency: chosen, preset: 'last12' };
}

function ReportCsvButton({
  range,
  table,
  label,
}: {
  range: ReportingRange;
  table: ReportingTable;
  label: string;
}) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  return (
    <CsvButton
      fetchCsv={() => fetchReportingCsv(range, table)}
      fileName={`reporting-${table}.csv`}
      ariaLabel={f.message(m.csvOf, { table: label })}
    >
      {m.csv}
    </CsvButton>
  );
}

function Section({
  title,
  range,
  table,
  children,
}: {
  title: string;
  range: ReportingRange;
  table: ReportingTable;
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

/** The move from `previous` to `current`: in percent of the previous value, or in points. */
function trendOf(
  m: Messages,
  f: Formatters,
  current: number | null,
  previous: number | null,
  options: { points?: boolean; goodWhenUp?: boolean } = {},
): StatCardTrend | undefined {
  if (current === null || previous === null) return undefined;
  const goodWhenUp = options.goodWhenUp ?? true;
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  const tone =
    direction === 'flat'
      ? 'neutral'
      : (direction === 'up') === goodWhenUp
        ? 'positive'
        : 'critical';
  if (direction === 'flat') return { direction, tone, label: m.noChange };
  const signed = (value: number, digits: number) =>
    `${value > 0 ? '+' : ''}${f.number(value, { maximumFractionDigits: digits, minimumFractionDigits: digits })}`;
  if (options.points) {
    return {
      direction,
      tone,
      label: f.message(m.points, { change: signed(current - previous, 1) }),
    };
  }
  if (previous === 0) return { direction, tone, label: m.noPrevious };
  const change = ((current - previous) / Math.abs(previous)) * 100;
  return { direction, tone, label: f.message(m.vsPrevious, { change: `${signed(change, 1)} %` }) };
}

const amountOf = (value: Money) => Number(value.amount);

function Tiles({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const { current: c, previous: p, currency } = report;
  const big = (value: number) =>
    f.number(value, {
      style: 'currency',
      currency,
      maximumFractionDigits: Math.abs(value) >= 1_000_000 ? 1 : 0,
      ...(Math.abs(value) >= 1_000_000 ? { notation: 'compact' as const } : {}),
    });
  const pct = (value: number | null) => (value === null ? m.none : f.percent(value, 1));
  const money = (pick: (figures: ReportingFigures) => Money) =>
    trendOf(m, f, amountOf(pick(c)), amountOf(pick(p)));
  const margin = (figures: ReportingFigures) =>
    figures.bookings.marginPercent === null ? null : Number(figures.bookings.marginPercent);
  return (
    <Grid columns={[2, 3, 3]} space="medium">
      <StatCard
        label={m.tiles.received}
        value={f.number(c.enquiries.received)}
        trend={trendOf(m, f, c.enquiries.received, p.enquiries.received)}
        hint={f.message(m.previousValue, { value: f.number(p.enquiries.received) })}
      />
      <StatCard
        label={m.tiles.conversion}
        value={pct(c.enquiries.conversionPercent)}
        trend={trendOf(m, f, c.enquiries.conversionPercent, p.enquiries.conversionPercent, {
          points: true,
        })}
        hint={f.message(m.tiles.conversionHint, {
          booked: f.number(c.enquiries.booked),
          lost: f.number(c.enquiries.lost),
        })}
      />
      <StatCard
        label={m.tiles.bookings}
        value={f.number(c.bookings.bookings)}
        trend={trendOf(m, f, c.bookings.nights, p.bookings.nights)}
        hint={f.message(m.tiles.bookingsHint, { nights: c.bookings.nights })}
      />
      <StatCard
        label={m.tiles.occupancy}
        value={pct(c.occupancy.percent)}
        trend={trendOf(m, f, c.occupancy.percent, p.occupancy.percent, { points: true })}
        hint={f.message(m.tiles.occupancyHint, {
          booked: f.number(c.occupancy.bookedNights),
          available: f.number(c.occupancy.availableNights),
        })}
      />
      <StatCard
        label={m.tiles.revenue}
        value={big(amountOf(c.bookings.revenue))}
        trend={money((figures) => figures.bookings.revenue)}
        hint={f.message(m.tiles.revenueHint, { cost: big(amountOf(c.bookings.cost)) })}
      />
      <StatCard
        label={m.tiles.margin}
        value={big(amountOf(c.bookings.margin))}
        trend={money((figures) => figures.bookings.margin)}
        hint={
          margin(c) === null
            ? m.none
            : f.message(m.tiles.marginHint, { percent: f.percent(margin(c) ?? 0, 1) })
        }
      />
      <StatCard
        label={m.tiles.invoiced}
        value={big(amountOf(c.invoices.issuedAmount))}
        trend={money((figures) => figures.invoices.issuedAmount)}
        hint={f.message(m.tiles.invoicedHint, { count: c.invoices.issued })}
      />
      <StatCard
        label={m.tiles.received2}
        value={big(amountOf(c.invoices.paidAmount))}
        trend={money((figures) => figures.invoices.paidAmount)}
        hint={f.message(m.tiles.paidHint, { count: c.invoices.paid })}
      />
      <StatCard
        label={m.tiles.overdue}
        value={big(amountOf(report.debt.overdue))}
        hint={f.message(m.tiles.overdueHint, { count: report.debt.overdueInvoices })}
      />
    </Grid>
  );
}

interface SummaryRow {
  id: string;
  label: string;
  current: string;
  previous: string;
  change: string;
}

function summaryRows(m: Messages, f: Formatters, report: Reporting): SummaryRow[] {
  const { current: c, previous: p, currency } = report;
  const cash = (value: Money) => f.money(amountOf(value), currency);
  const pct = (value: number | null) => (value === null ? m.none : f.percent(value, 1));
  const change = (a: number | null, b: number | null, points = false) => {
    if (a === null || b === null) return m.none;
    if (points)
      return `${a - b > 0 ? '+' : ''}${f.number(a - b, { maximumFractionDigits: 1 })} pts`;
    if (b === 0) return m.none;
    const value = ((a - b) / Math.abs(b)) * 100;
    return `${value > 0 ? '+' : ''}${f.number(value, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} %`;
  };
  const count = (id: string, label: string, pick: (x: ReportingFigures) => number): SummaryRow => ({
    id,
    label,
    current: f.number(pick(c)),
    previous: f.number(pick(p)),
    change: change(pick(c), pick(p)),
  });
  const amount = (id: string, label: string, pick: (x: ReportingFigures) => Money) => ({
    id,
    label,
    current: cash(pick(c)),
    previous: cash(pick(p)),
    change: change(amountOf(pick(c)), amountOf(pick(p))),
  });
  const percent = (id: string, label: string, pick: (x: ReportingFigures) => number | null) => ({
    id,
    label,
    current: pct(pick(c)),
    previous: pct(pick(p)),
    change: change(pick(c), pick(p), true),
  });
  const margin = (x: ReportingFigures) =>
    x.bookings.marginPercent === null ? null : Number(x.bookings.marginPercent);
  return [
    count('received', m.tiles.received, (x) => x.enquiries.received),
    count('booked', m.columns.booked, (x) => x.enquiries.booked),
    percent('conversion', m.tiles.conversion, (x) => x.enquiries.conversionPercent),
    count('bookings', m.tiles.bookings, (x) => x.bookings.bookings),
    count('nights', m.columns.nights, (x) => x.bookings.nights),
    percent('occupancy', m.tiles.occupancy, (x) => x.occupancy.percent),
    amount('revenue', m.tiles.revenue, (x) => x.bookings.revenue),
    amount('cost', m.columns.cost, (x) => x.bookings.cost),
    amount('margin', m.tiles.margin, (x) => x.bookings.margin),
    percent('marginPercent', m.columns.marginPercent, margin),
    amount('invoiced', m.tiles.invoiced, (x) => x.invoices.issuedAmount),
    amount('paid', m.tiles.received2, (x) => x.invoices.paidAmount),
  ];
}

function Summary({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const columns: TableColumn<SummaryRow>[] = [
    { id: 'label', name: m.columns.figure, isRowHeader: true, renderCell: (row) => row.label },
    {
      id: 'current',
      name: m.columns.period,
      align: 'end',
      noWrap: true,
      renderCell: (row) => row.current,
    },
    {
      id: 'previous',
      name: m.columns.previous,
      align: 'end',
      noWrap: true,
      renderCell: (row) => row.previous,
    },
    {
      id: 'change',
      name: m.columns.change,
      align: 'end',
      noWrap: true,
      renderCell: (row) => row.change,
    },
  ];
  const shown = usePhoneColumns(columns, ['label', 'current', 'change']);
  return (
    <PlainTable
      aria-label={m.sections.summary}
      columns={shown}
      items={summaryRows(m, f, report)}
      density="compact"
    />
  );
}

interface MonthRow {
  id: string;
  label: string;
  received: number;
  booked: number;
  nights: number;
  revenue: Money;
  cost: Money;
  margin: Money;
  invoiced: Money;
  total?: boolean;
}

function Months({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const cash = (value: Money) => f.money(amountOf(value), report.currency);
  const rows: MonthRow[] = report.months.map((row) => ({
    ...row,
    id: row.month,
    label: f.month(row.month),
  }));
  const { current: c } = report;
  rows.push({
    id: 'total',
    label: m.total,
    received: c.enquiries.received,
    booked: c.enquiries.booked,
    nights: c.bookings.nights,
    revenue: c.bookings.revenue,
    cost: c.bookings.cost,
    margin: c.bookings.margin,
    invoiced: c.invoices.issuedAmount,
    total: true,
  });
  const strong = (row: MonthRow, text: string) => (row.total ? <strong>{text}</strong> : text);
  const end = { align: 'end' as const, noWrap: true };
  const columns: TableColumn<MonthRow>[] = [
    {
      id: 'label',
      name: m.columns.month,
      isRowHeader: true,
      renderCell: (row) => strong(row, row.label),
    },
    {
      id: 'received',
      name: m.columns.received,
      ...end,
      renderCell: (row) => strong(row, f.number(row.received)),
    },
    {
      id: 'booked',
      name: m.columns.booked,
      ...end,
      renderCell: (row) => strong(row, f.number(row.booked)),
    },
    {
      id: 'nights',
      name: m.columns.nights,
      ...end,
      renderCell: (row) => strong(row, f.number(row.nights)),
    },
    {
      id: 'revenue',
      name: m.columns.revenue,
      ...end,
      renderCell: (row) => strong(row, cash(row.revenue)),
    },
    { id: 'cost', name: m.columns.cost, ...end, renderCell: (row) => strong(row, cash(row.cost)) },
    {
      id: 'margin',
      name: m.columns.margin,
      ...end,
      renderCell: (row) => strong(row, cash(row.margin)),
    },
    {
      id: 'invoiced',
      name: m.columns.invoiced,
      ...end,
      renderCell: (row) => strong(row, cash(row.invoiced)),
    },
  ];
  const shown = usePhoneColumns(columns, ['label', 'received', 'revenue']);
  return (
    <PlainTable aria-label={m.sections.months} columns={shown} items={rows} density="compact" />
  );
}

function Groups({
  label,
  name,
  rows,
  currency,
}: {
  label: string;
  name: string;
  rows: ReportingGroup[];
  currency: string;
}) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const cash = (value: Money) => f.money(amountOf(value), currency);
  const end = { align: 'end' as const, noWrap: true };
  const columns: TableColumn<ReportingGroup & { id: string }>[] = [
    { id: 'label', name, isRowHeader: true, renderCell: (row) => row.label },
    {
      id: 'enquiries',
      name: m.columns.enquiries,
      ...end,
      renderCell: (row) => f.number(row.enquiries),
    },
    {
      id: 'bookings',
      name: m.columns.bookings,
      ...end,
      renderCell: (row) => f.number(row.bookings),
    },
    { id: 'nights', name: m.columns.nights, ...end, renderCell: (row) => f.number(row.nights) },
    { id: 'revenue', name: m.columns.revenue, ...end, renderCell: (row) => cash(row.revenue) },
    { id: 'margin', name: m.columns.margin, ...end, renderCell: (row) => cash(row.margin) },
    {
      id: 'marginPercent',
      name: m.columns.marginPercent,
      ...end,
      renderCell: (row) =>
        row.marginPercent === null ? m.none : f.percent(Number(row.marginPercent), 1),
    },
  ];
  const shown = usePhoneColumns(columns, ['label', 'enquiries', 'revenue']);
  if (rows.length === 0) return <Text tone="secondary">{m.emptyTable}</Text>;
  return (
    <Stack space="small">
      <PlainTable
        aria-label={label}
        columns={shown}
        items={rows.map((row) => ({ ...row, id: row.key }))}
        density="compact"
      />
      {rows.length >= 10 ? (
        <Text size="small" tone="secondary">
          {f.message(m.topOnly, { count: rows.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

function Debt({ report }: { report: Reporting }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const cash = (value: Money) => f.money(amountOf(value), report.currency);
  const compact = (value: number) =>
    f.number(value, {
      style: 'currency',
      currency: report.currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
  type Row = { id: string; label: string; invoices: number; amount: Money; total?: boolean };
  const rows: Row[] = report.debt.buckets.map((row) => ({
    id: row.bucket,
    label: m.buckets[row.bucket],
    invoices: row.invoices,
    amount: row.amount,
  }));
  rows.push({
    id: 'total',
    label: m.total,
    invoices: report.debt.invoices,
    amount: report.debt.outstanding,
    total: true,
  });
  const strong = (row: Row, text: string) => (row.total ? <strong>{text}</strong> : text);
  const columns: TableColumn<Row>[] = [
    {
      id: 'label',
      name: m.columns.age,
      isRowHeader: true,
      renderCell: (row) => strong(row, row.label),
    },
    {
      id: 'invoices',
      name: m.columns.invoices,
      align: 'end',
      noWrap: true,
      renderCell: (row) => strong(row, f.number(row.invoices)),
    },
    {
      id: 'amount',
      name: m.columns.balance,
      align: 'end',
      noWrap: true,
      renderCell: (row) => strong(row, cash(row.amount)),
    },
  ];
  return (
    <Stack space="medium">
      <Text tone="secondary">
        {f.message(m.debtAsOf, {
          date: f.date(report.debt.asOf),
          amount: cash(report.debt.outstanding),
          count: report.debt.invoices,
        })}
      </Text>
      <Chart
        kind="bars"
        label={m.charts.debt}
        valueLabel={m.columns.balance}
        data={rows
          .filter((row) => !row.total)
          .map((row) => ({ id: row.id, label: row.label, value: amountOf(row.amount) }))}
        format={compact}
        table={false}
      />
      <PlainTable aria-label={m.sections.debt} columns={columns} items={rows} density="compact" />
    </Stack>
  );
}

function Figures({ report, range }: { report: Reporting; range: ReportingRange }) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const compact = (value: number) =>
    f.number(value, {
      style: 'currency',
      currency: report.currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
  const lost = report.lostReasons?.map((row, index) => ({
    id: `${index}`,
    label: row.reason === '' ? m.noReason : row.reason,
    value: row.enquiries,
  }));
  return (
    <Stack space="large">
      <Tiles report={report} />
      <Section title={m.sections.summary} range={range} table="summary">
        <Summary report={report} />
      </Section>
      <Section title={m.sections.months} range={range} table="months">
        <Stack space="large">
          <Grid columns={[1, 1, 2]} space="large">
            <Stack space="small">
              <Text weight="strong">{m.charts.revenue}</Text>
              <Chart
                kind="line"
                label={m.charts.revenue}
                valueLabel={m.columns.revenue}
                comparisonLabel={m.columns.margin}
                data={report.months.map((row) => ({
                  id: row.month,
                  label: f.month(row.month),
                  value: amountOf(row.revenue),
                  comparison: amountOf(row.margin),
                }))}
                format={compact}
                table={false}
              />
            </Stack>
            <Stack space="small">
              <Text weight="strong">{m.charts.enquiries}</Text>
              <Chart
                kind="columns"
                label={m.charts.enquiries}
                valueLabel={m.columns.received}
                data={report.months.map((row) => ({
                  id: row.month,
                  label: f.month(row.month),
                  value: row.received,
                }))}
                format={(value) => f.number(value)}
                table={false}
              />
            </Stack>
          </Grid>
          <Months report={report} />
        </Stack>
      </Section>
      {/* The companies and agents tables have seven columns: each takes the page's width, so a
          name is not broken letter by letter in half a page. */}
      <Section title={m.sections.companies} range={range} table="companies">
        <Stack space="medium">
          {report.companies.length > 0 ? (
            <Chart
              kind="bars"
              label={m.charts.companies}
              valueLabel={m.columns.revenue}
              data={report.companies.map((row) => ({
                id: row.key,
                label: row.label,
                value: amountOf(row.revenue),
              }))}
              format={compact}
              table={false}
            />
          ) : null}
          <Groups
            label={m.sections.companies}
            name={m.columns.company}
            rows={report.companies}
            currency={report.currency}
          />
        </Stack>
      </Section>
      <Section title={m.sections.agents} range={range} table="agents">
        <Groups
          label={m.sections.agents}
          name={m.columns.agent}
          rows={report.agents}
          currency={report.currency}
        />
      </Section>
      <Grid columns={[1, 1, lost ? 2 : 1]} space="large">
        {lost ? (
          <Section title={m.sections.lostReasons} range={range} table="lost-reasons">
            {lost.length === 0 ? (
              <Text tone="secondary">{m.emptyTable}</Text>
            ) : (
              <Chart
                kind="bars"
                label={m.sections.lostReasons}
                valueLabel={m.columns.enquiries}
                data={lost}
                format={(value) => f.number(value)}
              />
            )}
          </Section>
        ) : null}
        <Section title={m.sections.debt} range={range} table="debt">
          <Debt report={report} />
        </Section>
      </Grid>
      <RecordSection title={m.help.title}>
        <Stack space="small">
          <Text tone="secondary">{m.help.enquiries}</Text>
          <Text tone="secondary">{m.help.bookings}</Text>
          <Text tone="secondary">{m.help.occupancy}</Text>
          <Text tone="secondary">{m.help.invoices}</Text>
          <Text tone="secondary">{m.help.previous}</Text>
        </Stack>
      </RecordSection>
    </Stack>
  );
}

/** The preset (or custom days) and the currency, kept in the address. */
function PeriodBar({
  range,
  currencies,
}: {
  range: ReportingRange & { preset: Preset };
  currencies: string[];
}) {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const [, setParams] = useSearchParams();
  const [custom, setCustom] = useState(range.preset === 'custom');
  const apply = (next: { from?: string; to?: string }, currency = range.currency) => {
    const values: Record<string, string> = {};
    if (next.from && next.to) {
      values.from = next.from;
      values.to = next.to;
    }
    if (currency) values.currency = currency;
    setParams(new URLSearchParams(values), { replace: true });
  };
  const preset = custom ? 'custom' : range.preset;
  return (
    <Box as="section" aria-label={m.period}>
      <Inline space="small" alignY="flex-end">
        <Select
          label={m.period}
          items={PRESETS.map((id) => ({ id, label: m.presets[id] }))}
          selectedKey={preset}
          onSelectionChange={(key) => {
            const chosen = String(key) as Preset;
            if (chosen === 'custom') {
              setCustom(true);
              return;
            }
            setCustom(false);
            apply(chosen === 'last12' ? {} : presetRange(chosen));
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
        {preset === 'custom' ? (
          <Suspense fallback={<Loader size="small" label={m.loading} />}>
            <CustomPeriod
              label={m.customRange}
              {...(range.from && range.to
                ? { description: `${f.date(range.from)} – ${f.date(range.to)}` }
                : {})}
              onChange={(value) => apply(value)}
            />
          </Suspense>
        ) : null}
        {currencies.length > 1 ? (
          <Select
            label={m.currency}
            items={currencies.map((code) => ({ id: code, label: code }))}
            selectedKey={range.currency ?? currencies[0] ?? null}
            onSelectionChange={(key) => apply(range, String(key))}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
        ) : null}
      </Inline>
    </Box>
  );
}

/**
 * reporting (REPORTING): the business's numbers for a period beside the period before — tiles,
 * the ui Chart (visx), tables with a CSV each, and how each figure is counted.
 */
export function ReportingRoute() {
  const m = useMessages(reportingMessages);
  const f = useFormat();
  const [params] = useSearchParams();
  const range = rangeOf(params);
  const { data, error, mutate } = useReporting(range);
  const shown = data ? { ...range, currency: data.currency } : range;
  return (
    <Stack space="large">
      <PageHeader
        title={m.title}
        {...(data
          ? {
              description: f.message(m.description, {
                from: f.date(data.current.from),
                to: f.date(data.current.to),
                previousFrom: f.date(data.previous.from),
                previousTo: f.date(data.previous.to),
              }),
            }
          : {})}
      />
      <PeriodBar range={shown} currencies={data?.currencies ?? []} />
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
      {data ? <Figures report={data} range={shown} /> : null}
    </Stack>
  );
}
