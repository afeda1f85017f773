import type { EnquiryReport, ReportTable } from '@staydesk/domain';
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
  Stack,
  StatCard,
  type TableColumn,
  Text,
  TextField,
} from '@staydesk/ui';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvButton } from '../../../components/CsvButton';
import { useFormat } from '../../../i18n';
import { fetchReportCsv, type ReportRange, useEnquiryReport } from '../offers/api';
import { type OffersMessages, useOffersMessages } from '../offers/texts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysAgo(days: number, now = new Date()): string {
  return isoDay(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - days)));
}

const PRESETS = { d30: 30, d90: 90, y1: 365 } as const;

/** The period the address names (?from&to), else the last 12 months. */
function rangeOf(params: URLSearchParams): ReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (ISO_DAY.test(from) && ISO_DAY.test(to) && to >= from) return { from, to };
  return { from: daysAgo(PRESETS.y1), to: daysAgo(0) };
}

function ReportCsvButton({
  range,
  table,
  label,
}: {
  range: ReportRange;
  table: ReportTable;
  label: string;
}) {
  const m = useOffersMessages();
  const f = useFormat();
  return (
    <CsvButton
      variant="ghost"
      fetchCsv={() => fetchReportCsv(range, table)}
      fileName={`enquiries-${table}-${range.from}-${range.to}.csv`}
      ariaLabel={f.message(m.report.csvOf, { table: label })}
    >
      {m.report.csv}
    </CsvButton>
  );
}

type WinRow = EnquiryReport['winRate'][number] & { id: string };

function winColumns(
  m: OffersMessages,
  format: ReturnType<typeof useFormat>,
): TableColumn<WinRow>[] {
  return [
    {
      id: 'name',
      name: m.report.columns.name,
      isRowHeader: true,
      renderCell: (row) => (row.key === null ? m.report.unassigned : row.label),
    },
    {
      id: 'decided',
      name: m.report.columns.count,
      align: 'end',
      renderCell: (row) => format.number(row.decided),
    },
    {
      id: 'won',
      name: m.report.columns.won,
      align: 'end',
      renderCell: (row) => format.number(row.won),
    },
    {
      id: 'rate',
      name: m.report.columns.rate,
      align: 'end',
      renderCell: (row) => (row.ratePercent === null ? '—' : format.percent(row.ratePercent)),
    },
  ];
}

function Section({
  title,
  range,
  table,
  children,
}: {
  title: string;
  range: ReportRange;
  table: ReportTable;
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

function Figures({ report, range }: { report: EnquiryReport; range: ReportRange }) {
  const m = useOffersMessages();
  const f = useFormat();
  const count = (value: number) => f.number(value);
  const decided = report.winRate.reduce((sum, row) => sum + row.decided, 0);
  const won = report.winRate.reduce((sum, row) => sum + row.won, 0);
  const months = report.byMonth.map((entry) => ({
    id: entry.month,
    label: f.month(entry.month),
    value: entry.received,
  }));
  const hours = report.timeToFirstOffer.medianHours;
  return (
    <Stack space="large">
      <Grid columns={[1, 2, 4]} space="medium">
        <StatCard label={m.report.stats.received} value={count(report.total)} />
        <StatCard label={m.report.stats.booked} value={count(report.stages.booked)} />
        <StatCard
          label={m.report.stats.winRate}
          value={decided > 0 ? f.percent((won / decided) * 100) : m.report.none}
          hint={`${m.report.columns.won}: ${count(won)} / ${count(decided)}`}
        />
        <StatCard
          label={m.report.stats.firstOffer}
          value={
            hours === null
              ? m.report.none
              : f.message(m.report.hours, { count: Math.round(hours * 10) / 10 })
          }
          hint={f.message(m.report.stats.firstOfferCount, { count: report.timeToFirstOffer.count })}
        />
      </Grid>
      <Section title={m.report.stats.received} range={range} table="byMonth">
        <Chart
          kind="columns"
          label={m.report.stats.received}
          valueLabel={m.report.columns.count}
          data={months}
          format={count}
        />
      </Section>
      <Grid columns={[1, 1, 2]} space="large">
        <Section title={m.report.funnel} range={range} table="funnel">
          <Chart
            kind="bars"
            label={m.report.funnel}
            valueLabel={m.report.columns.count}
            format={count}
            data={report.funnel.map((entry) => ({
              id: entry.status,
              label: entry.label,
              value: entry.count,
            }))}
          />
        </Section>
        <Section title={m.report.bySource} range={range} table="bySource">
          <Chart
            kind="bars"
            label={m.report.bySource}
            valueLabel={m.report.columns.count}
            format={count}
            data={report.bySource.map((entry) => ({
              id: entry.key ?? '-',
              label: entry.label,
              value: entry.count,
            }))}
          />
        </Section>
        <Section title={m.report.byCompany} range={range} table="byCompany">
          <Chart
            kind="bars"
            label={m.report.byCompany}
            valueLabel={m.report.columns.count}
            format={count}
            data={report.byCompany.map((entry) => ({
              id: entry.key ?? '-',
              label: entry.key === null ? m.report.noCompany : entry.label,
              value: entry.count,
            }))}
          />
        </Section>
        <Section title={m.report.byAgent} range={range} table="byAgent">
          <Chart
            kind="bars"
            label={m.report.byAgent}
            valueLabel={m.report.columns.count}
            format={count}
            data={report.byAgent.map((entry) => ({
              id: entry.key ?? '-',
              label: entry.key === null ? m.report.noAgent : entry.label,
              value: entry.count,
            }))}
          />
        </Section>
        <Section title={m.report.winRateByAssignee} range={range} table="winRate">
          {report.winRate.length === 0 ? (
            <Text tone="secondary">{m.report.none}</Text>
          ) : (
            <PlainTable
              aria-label={m.report.winRateByAssignee}
              columns={winColumns(m, f)}
              items={report.winRate.map((row) => ({ ...row, id: row.key ?? '-' }))}
              density="compact"
            />
          )}
        </Section>
        <Section title={m.report.lostReasons} range={range} table="lostReasons">
          {report.lostReasons.length === 0 ? (
            <Text tone="secondary">{m.report.none}</Text>
          ) : (
            <Chart
              kind="bars"
              label={m.report.lostReasons}
              valueLabel={m.report.columns.count}
              format={count}
              data={report.lostReasons.map((entry, index) => ({
                id: entry.key ?? String(index),
                label: entry.label,
                value: entry.count,
              }))}
            />
          )}
        </Section>
      </Grid>
    </Stack>
  );
}

/** The period: three presets and two days (YYYY-MM-DD), kept in the address. */
function RangeBar({ range }: { range: ReportRange }) {
  const m = useOffersMessages();
  const [, setParams] = useSearchParams();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const valid = ISO_DAY.test(from) && ISO_DAY.test(to) && to >= from;
  const apply = (next: ReportRange) => {
    setFrom(next.from);
    setTo(next.to);
    setParams(new URLSearchParams({ from: next.from, to: next.to }), { replace: true });
  };
  return (
    <Box as="section" aria-label={m.report.range}>
      <Inline space="small" alignY="flex-end">
        <TextField
          label={m.report.from}
          description="YYYY-MM-DD"
          value={from}
          onChange={setFrom}
          maxLength={10}
          isInvalid={!valid && from !== ''}
        />
        <TextField
          label={m.report.to}
          description="YYYY-MM-DD"
          value={to}
          onChange={setTo}
          maxLength={10}
          isInvalid={!valid && to !== ''}
          {...(valid ? {} : { errorMessage: m.report.invalidRange })}
        />
        <Button isDisabled={!valid} onPress={() => apply({ from, to })}>
          {m.report.apply}
        </Button>
        {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((preset) => (
          <Button
            key={preset}
            variant="ghost"
            size="small"
            onPress={() => apply({ from: daysAgo(PRESETS[preset]), to: daysAgo(0) })}
          >
            {m.report.presets[preset]}
          </Button>
        ))}
      </Inline>
    </Box>
  );
}

/**
 * enquiries/report (ENQUIRIES_REPORT): volume by source, company and agent, the funnel by status,
 * time to first offer, win rate by assignee and lost reasons for a period, with charts (the ui
 * Chart, each a picture of its table) and a CSV of each table.
 */
export function EnquiriesReportRoute() {
  const m = useOffersMessages();
  const f = useFormat();
  const [params] = useSearchParams();
  const range = rangeOf(params);
  const { data, error, mutate } = useEnquiryReport(range);
  return (
    <Stack space="large">
      <PageHeader
        title={m.report.title}
        description={`${m.report.description} ${f.date(range.from)} – ${f.date(range.to)}`}
      />
      <RangeBar key={`${range.from}/${range.to}`} range={range} />
      {error && !data ? (
        <Stack space="small">
          <Text tone="critical">{m.report.loadError}</Text>
          <div>
            <Button variant="secondary" onPress={() => void mutate()}>
              {m.section.retry}
            </Button>
          </div>
        </Stack>
      ) : null}
      {!data && !error ? <Loader label={m.report.loading} /> : null}
      {data && data.total === 0 ? <EmptyState title={m.report.empty} headingLevel={2} /> : null}
      {data && data.total > 0 ? <Figures report={data} range={range} /> : null}
    </Stack>
  );
}
