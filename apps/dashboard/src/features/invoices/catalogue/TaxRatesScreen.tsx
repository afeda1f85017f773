import type { TaxRateView } from '@staydesk/domain';
import { Badge, Button, Inline, Stack, type TableColumn, Text } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { ListView } from '../../../components/ListView';
import { useFormat, useMessages } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useListState } from '../../../lib/list';
import {
  TAX_RATE_LIST_SORTS,
  TAX_RATE_LIST_TABS,
  useDeleteTaxRate,
  useRestoreTaxRate,
  useTaxRateList,
  useUpdateTaxRate,
} from './api';
import { catalogueMessages } from './messages';

// The dialog loads when opened (spec §2: modals).
const TaxRateDialog = lazy(() =>
  import('./TaxRateDialog').then((m) => ({ default: m.TaxRateDialog })),
);

/** What the row's actions do: edit; retire a rate in use, delete one that is not; restore. */
function RateActions({ rate, onEdit }: { rate: TaxRateView; onEdit: () => void }) {
  const m = useMessages(catalogueMessages).taxRates;
  const f = useFormat();
  const update = useUpdateTaxRate();
  const remove = useDeleteTaxRate();
  const restore = useRestoreTaxRate();
  const swallow = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  if (rate.deleted) {
    return (
      <Button
        size="small"
        variant="secondary"
        isPending={restore.isPending}
        onPress={() => swallow(restore.trigger({ id: rate.id, version: rate.version }))}
      >
        {m.restore}
      </Button>
    );
  }
  return (
    <Inline space="xsmall">
      <Button
        size="small"
        variant="secondary"
        aria-label={f.message(m.editNamed, { name: rate.name })}
        onPress={onEdit}
      >
        {m.edit}
      </Button>
      {rate.isActive && rate.inUse ? (
        <Button
          size="small"
          variant="ghost"
          isPending={update.isPending}
          onPress={() =>
            swallow(
              update.trigger({ id: rate.id, changes: { isActive: false, version: rate.version } }),
            )
          }
        >
          {m.retire}
        </Button>
      ) : null}
      {rate.isActive ? null : (
        <Button
          size="small"
          variant="ghost"
          isPending={update.isPending}
          onPress={() =>
            swallow(
              update.trigger({ id: rate.id, changes: { isActive: true, version: rate.version } }),
            )
          }
        >
          {m.reactivate}
        </Button>
      )}
      {rate.inUse ? null : (
        <Button
          size="small"
          variant="ghost"
          isPending={remove.isPending}
          onPress={() => swallow(remove.trigger({ id: rate.id, version: rate.version }))}
        >
          {m.delete}
        </Button>
      )}
    </Inline>
  );
}

/**
 * invoices/tax-rates: the rates (name, percentage, code, default, in use, active or retired) in
 * counted tabs with search; create and edit in a dialog; a rate in use is retired, never
 * deleted (the server says which through `inUse`); one default (saving another takes the flag).
 */
export function TaxRatesScreen() {
  const m = useMessages(catalogueMessages).taxRates;
  const f = useFormat();
  // Every role reads the catalogue; changing it is a finance permission.
  const canManage = useCan()('MANAGE_TAX_RATES_AND_ITEMS');
  const state = useListState({ tabs: TAX_RATE_LIST_TABS, sorts: TAX_RATE_LIST_SORTS });
  const list = useTaxRateList(state.query);
  const [editing, setEditing] = useState<TaxRateView | 'new' | null>(null);

  const columns: TableColumn<TaxRateView>[] = [
    {
      id: 'name',
      name: m.columns.name,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (rate) => (
        <Stack space="xxsmall">
          <Text weight="strong">{rate.name}</Text>
          {rate.isDefault || rate.inUse ? (
            <Inline space="xxsmall">
              {rate.isDefault ? (
                <Badge tone="info" size="small">
                  {m.isDefault}
                </Badge>
              ) : null}
              {rate.inUse ? (
                <Badge tone="neutral" size="small">
                  {m.inUse}
                </Badge>
              ) : null}
            </Inline>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'percentage',
      name: m.columns.percentage,
      allowsSorting: true,
      align: 'end',
      noWrap: true,
      renderCell: (rate) => f.percent(Number(rate.percentage)),
    },
    { id: 'code', name: m.columns.code, renderCell: (rate) => rate.code },
    {
      id: 'status',
      name: m.columns.status,
      renderCell: (rate) =>
        rate.deleted ? (
          <Badge tone="critical" size="small">
            {m.deleted}
          </Badge>
        ) : rate.isActive ? (
          <Badge tone="positive" size="small">
            {m.active}
          </Badge>
        ) : (
          <Badge tone="caution" size="small">
            {m.retired}
          </Badge>
        ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            name: m.columns.actions,
            hideName: true,
            renderCell: (rate: TaxRateView) => (
              <RateActions rate={rate} onEdit={() => setEditing(rate)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListView
        title={m.title}
        actions={canManage ? <Button onPress={() => setEditing('new')}>{m.create}</Button> : null}
        state={state}
        tabs={TAX_RATE_LIST_TABS.map((id) => ({ id, label: m.tabs[id] }))}
        tabsLabel={m.tabsLabel}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        page={list.data}
        request={list}
        totalText={(count) => f.message(m.total, { count })}
        tableLabel={m.title}
        sorts={TAX_RATE_LIST_SORTS}
        columns={columns}
        phoneColumns={['name', 'percentage', 'actions']}
        emptyTitle={m.emptyTitle}
        emptyText={m.emptyText}
      />
      {editing === null ? null : (
        <Suspense fallback={null}>
          <TaxRateDialog
            rate={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
