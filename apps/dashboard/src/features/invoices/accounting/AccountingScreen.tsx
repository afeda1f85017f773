import {
  Badge,
  Box,
  Button,
  Checkbox,
  DescriptionList,
  DescriptionListItem,
  EmptyState,
  FormSection,
  Inline,
  Loader,
  PageHeader,
  Pagination,
  PlainTable,
  RecordSection,
  Select,
  SelectItem,
  Stack,
  type TableColumn,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { type Formatters, LOCALES, useFormat, useMessages, type Widen } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { useCan } from '../../../lib/can';
import { useIsWide, usePhoneColumns } from '../../../lib/media';
import { toast } from '../../../lib/toast';
import { moneyText } from '../components/money';
import {
  type Connection,
  EXPORT_KINDS,
  type ExportKind,
  type ExportView,
  fetchExportFile,
  useConnect,
  useConnection,
  useDisconnect,
  useExport,
  useExports,
} from './api';
import { type AccountingMessagesEn, accountingMessages } from './messages';
import { providerName } from './provider-name';

// The calendar is a chunk of its own, loaded only when dates are chosen by hand.
const PeriodPicker = lazy(() =>
  import('./PeriodPicker').then((m) => ({ default: m.PeriodPicker })),
);

type M = Widen<AccountingMessagesEn>;

/** Saves text as a file the browser downloads (with the byte-order mark spreadsheets expect). */
function download(text: string, name: string) {
  const url = URL.createObjectURL(
    new Blob([`\uFEFF${text.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function downloadExport(item: Pick<ExportView, 'id' | 'fileName'>) {
  try {
    download(await fetchExportFile(item.id), item.fileName);
  } catch (error) {
    const text = errorMessage(error);
    if (text) toast.error(text);
  }
}

/**
 * invoices/auth (spec §2; where spec §8 sends a response carrying `redirectTo`): the accounting
 * connection — which system, whether it is connected and by whom, connect or disconnect — the
 * export of a period's journal, and the exports made, each file to download.
 */
export function AccountingScreen() {
  const m = useMessages(accountingMessages);
  const connection = useConnection();
  // Every role sees the connection and what was exported; running or downloading an export and
  // connecting are a finance permission (masteradmin and system_admin unless granted).
  const canExport = useCan()('EXPORT_JOURNALS');
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.title} description={m.intro} />
        {connection.data ? (
          <>
            <ConnectionSection connection={connection.data} canExport={canExport} />
            {canExport ? (
              <ExportSection connection={connection.data} />
            ) : (
              <Text tone="secondary">{m.exportNotGranted}</Text>
            )}
          </>
        ) : connection.error ? (
          <EmptyState
            title={m.connection.loadError}
            text={errorMessage(connection.error) ?? ''}
            onCreate={() => void connection.mutate()}
            createLabel={m.connection.retry}
          />
        ) : (
          <Loader />
        )}
        <HistorySection canExport={canExport} />
      </Stack>
    </Box>
  );
}

function ConnectionSection({
  connection,
  canExport,
}: {
  connection: Connection;
  canExport: boolean;
}) {
  const m = useMessages(accountingMessages);
  const f = useFormat();
  const c = m.connection;
  const name = providerName(m, connection.provider);
  const connect = useConnect();
  const disconnect = useDisconnect();
  const [confirming, setConfirming] = useState(false);
  const start = async () => {
    try {
      const answer = await connect.trigger(undefined);
      window.location.assign(answer.data.authorisationUrl);
    } catch {
      // The toast said why.
    }
  };
  const needs = connection.provider.needsConnection;
  const actions =
    !needs || !canExport ? undefined : connection.connected ? (
      <Inline space="small">
        <Button
          variant="secondary"
          size="small"
          isPending={connect.isPending}
          onPress={() => void start()}
        >
          {c.reconnect}
        </Button>
        <Button variant="secondary" size="small" onPress={() => setConfirming(true)}>
          {c.disconnect}
        </Button>
      </Inline>
    ) : (
      <Button size="small" isPending={connect.isPending} onPress={() => void start()}>
        {f.message(c.connect, { provider: name })}
      </Button>
    );
  return (
    <RecordSection title={c.title} headingLevel={2} actions={actions}>
      <Stack space="medium">
        <DescriptionList>
          <DescriptionListItem label={c.provider} value={name} />
          <DescriptionListItem
            label={c.status}
            value={
              !needs ? (
                <Badge tone="info">{c.noConnectionNeeded}</Badge>
              ) : connection.connected ? (
                <Badge tone="positive">{c.connected}</Badge>
              ) : (
                <Badge tone="caution">{c.notConnected}</Badge>
              )
            }
          />
          {connection.connected && connection.organisation ? (
            <DescriptionListItem label={c.organisation} value={connection.organisation} />
          ) : null}
          {connection.connectedAt ? (
            <DescriptionListItem label={c.connectedAt} value={f.dateTime(connection.connectedAt)} />
          ) : null}
          {connection.connectedBy ? (
            <DescriptionListItem label={c.connectedBy} value={connection.connectedBy.fullName} />
          ) : null}
        </DescriptionList>
        <Text tone="secondary">
          {!needs
            ? c.noConnectionNeededText
            : connection.connected
              ? null
              : f.message(c.notConnectedText, { provider: name })}
        </Text>
      </Stack>
      <ConfirmAction
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={f.message(c.disconnectTitle, { provider: name })}
        message={f.message(c.disconnectText, { provider: name })}
        confirmLabel={c.disconnect}
        tone="critical"
        onConfirm={() => disconnect.trigger(undefined)}
      />
    </RecordSection>
  );
}

const PRESETS = [
  'lastMonth',
  'thisMonth',
  'lastQuarter',
  'thisQuarter',
  'lastYear',
  'thisYear',
  'custom',
] as const;
type Preset = (typeof PRESETS)[number];

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/** A preset's first and last day, from today in the browser. */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today = new Date()) {
  const year = today.getFullYear();
  const month = today.getMonth();
  const quarter = month - (month % 3);
  switch (preset) {
    case 'lastMonth':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) };
    case 'thisMonth':
      return { from: day(year, month, 1), to: day(year, month + 1, 0) };
    case 'lastQuarter':
      return { from: day(year, quarter - 3, 1), to: day(year, quarter, 0) };
    case 'thisQuarter':
      return { from: day(year, quarter, 1), to: day(year, quarter + 3, 0) };
    case 'lastYear':
      return { from: day(year - 1, 0, 1), to: day(year - 1, 11, 31) };
    case 'thisYear':
      return { from: day(year, 0, 1), to: day(year, 11, 31) };
  }
}

function ExportSection({ connection }: { connection: Connection }) {
  const m = useMessages(accountingMessages);
  const f = useFormat();
  const e = m.exportForm;
  const name = providerName(m, connection.provider);
  const run = useExport();
  const [preset, setPreset] = useState<Preset>('lastMonth');
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);
  const [kinds, setKinds] = useState<ReadonlySet<ExportKind>>(new Set(EXPORT_KINDS));
  const [includeExported, setIncludeExported] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const period = preset === 'custom' ? custom : presetPeriod(preset);
  const toggle = (kind: ExportKind, on: boolean) => {
    const next = new Set(kinds);
    if (on) next.add(kind);
    else next.delete(kind);
    setKinds(next);
  };
  const noKind = kinds.size === 0;
  const submit = async () => {
    setProblem(null);
    if (!period) {
      setProblem(e.chooseDates);
      return;
    }
    if (noKind) return;
    try {
      const made = await run.trigger({
        ...period,
        kinds: EXPORT_KINDS.filter((kind) => kinds.has(kind)),
        includeExported,
      });
      // The built-in journal's export is its file: it downloads at once.
      if (!connection.provider.needsConnection) await downloadExport(made.data);
    } catch (error) {
      if (error instanceof ApiError && error.body?.redirectTo) {
        setProblem(f.message(e.needsConnection, { provider: name }));
      }
    }
  };
  const blocked = connection.provider.needsConnection && !connection.connected;
  return (
    <RecordSection title={e.title} headingLevel={2} description={e.description}>
      <form
        noValidate
        aria-label={e.title}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack space="medium">
          <Select
            label={e.period}
            selectedKey={preset}
            onSelectionChange={(key) => {
              setProblem(null);
              setPreset(PRESETS.find((value) => value === key) ?? 'lastMonth');
            }}
            {...(period
              ? {
                  description: f.message(e.periodText, {
                    from: f.day(period.from),
                    to: f.day(period.to),
                  }),
                }
              : {})}
          >
            {PRESETS.map((value) => (
              <SelectItem key={value} id={value}>
                {e.presets[value]}
              </SelectItem>
            ))}
          </Select>
          {preset === 'custom' ? (
            <Suspense fallback={<Loader label={e.dates} />}>
              <PeriodPicker
                label={e.dates}
                onChange={(range) => {
                  setProblem(null);
                  setCustom(range);
                }}
              />
            </Suspense>
          ) : null}
          <FormSection title={e.what}>
            <Stack space="small">
              {EXPORT_KINDS.map((kind) => (
                <Checkbox
                  key={kind}
                  isSelected={kinds.has(kind)}
                  onChange={(on) => toggle(kind, on)}
                >
                  {e.kinds[kind]}
                </Checkbox>
              ))}
              {noKind ? (
                <Text tone="critical" size="small" role="alert">
                  {e.chooseOne}
                </Text>
              ) : null}
            </Stack>
          </FormSection>
          <Checkbox
            isSelected={includeExported}
            onChange={setIncludeExported}
            description={e.includeExportedHint}
          >
            {e.includeExported}
          </Checkbox>
          {problem ? (
            <Text tone="critical" role="alert">
              {problem}
            </Text>
          ) : null}
          <Inline space="small">
            <Button type="submit" isPending={run.isPending} isDisabled={noKind || blocked}>
              {connection.provider.needsConnection
                ? f.message(e.submitTo, { provider: name })
                : e.submit}
            </Button>
          </Inline>
        </Stack>
      </form>
    </RecordSection>
  );
}

function countsText(f: Formatters, m: M, item: ExportView): string {
  return EXPORT_KINDS.filter((kind) => item.counts[kind] > 0)
    .map((kind) => f.message(m.history.counts[kind], { count: item.counts[kind] }))
    .join(', ');
}

function HistorySection({ canExport }: { canExport: boolean }) {
  const m = useMessages(accountingMessages);
  const f = useFormat();
  const h = m.history;
  const [page, setPage] = useState(1);
  const list = useExports(page);
  const isWide = useIsWide();
  const when = new Intl.DateTimeFormat(LOCALES[f.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const periodOf = (item: ExportView) =>
    f.message(m.exportForm.periodText, { from: f.day(item.from), to: f.day(item.to) });
  const columns: TableColumn<ExportView>[] = [
    {
      id: 'date',
      name: h.columns.date,
      isRowHeader: true,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text weight="strong">{when.format(new Date(item.createdAt))}</Text>
          {isWide ? null : (
            <Text size="small">
              {periodOf(item)} · {countsText(f, m, item)}
            </Text>
          )}
          <Text size="small" tone="secondary">
            {item.remoteReference
              ? f.message(h.sentAs, {
                  provider: providerName(m, { id: item.provider, name: item.providerName }),
                  reference: item.remoteReference,
                })
              : providerName(m, { id: item.provider, name: item.providerName })}
          </Text>
        </Stack>
      ),
    },
    { id: 'period', name: h.columns.period, renderCell: periodOf },
    {
      id: 'documents',
      name: h.columns.documents,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text>{countsText(f, m, item)}</Text>
          <Text size="small" tone="secondary">
            {[f.message(h.lines, { count: item.lineCount }), item.includeExported ? h.again : '']
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'total',
      name: h.columns.total,
      align: 'end',
      noWrap: true,
      renderCell: (item) =>
        item.totals
          .map((total) => moneyText(f, { amount: total.debit, currency: total.currency }))
          .join(' · '),
    },
    { id: 'by', name: h.columns.by, renderCell: (item) => item.createdBy?.fullName ?? '—' },
    {
      id: 'file',
      name: h.columns.file,
      hideName: true,
      renderCell: (item) =>
        canExport ? (
          <Button
            variant="secondary"
            size="small"
            aria-label={f.message(h.downloadOf, { period: periodOf(item) })}
            onPress={() => void downloadExport(item)}
          >
            {h.download}
          </Button>
        ) : null,
    },
  ];
  const shown = usePhoneColumns(columns, ['date', 'file']);
  const data = list.data;
  return (
    <RecordSection title={h.title} headingLevel={2}>
      <Stack space="medium">
        <PlainTable
          aria-label={h.label}
          columns={shown}
          items={data?.items ?? []}
          isLoading={!data && !list.error}
          loadingRowCount={3}
          renderEmptyState={() => <EmptyState title={h.empty} text={h.emptyText} />}
        />
        {data && data.pageCount > 1 ? (
          <Pagination
            page={data.page}
            pageCount={data.pageCount}
            onPageChange={setPage}
            aria-label={h.label}
          />
        ) : null}
      </Stack>
    </RecordSection>
  );
}
