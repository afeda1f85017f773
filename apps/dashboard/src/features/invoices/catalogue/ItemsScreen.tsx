import type { CatalogueItemView } from '@staydesk/domain';
import { Badge, Button, Inline, Stack, type TableColumn, Text } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { ListView } from '../../../components/ListView';
import { useFormat, useMessages } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useListState } from '../../../lib/list';
import { ITEM_LIST_SORTS, ITEM_LIST_TABS, useDeleteItem, useItemList, useRestoreItem } from './api';
import { catalogueMessages } from './messages';

// The dialog loads when opened (spec §2: modals).
const ItemDialog = lazy(() => import('./ItemDialog').then((m) => ({ default: m.ItemDialog })));

function ItemActions({ item, onEdit }: { item: CatalogueItemView; onEdit: () => void }) {
  const m = useMessages(catalogueMessages).items;
  const f = useFormat();
  const remove = useDeleteItem();
  const restore = useRestoreItem();
  const swallow = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  if (item.deleted) {
    return (
      <Button
        size="small"
        variant="secondary"
        isPending={restore.isPending}
        onPress={() => swallow(restore.trigger({ id: item.id, version: item.version }))}
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
        aria-label={f.message(m.editNamed, { name: item.name })}
        onPress={onEdit}
      >
        {m.edit}
      </Button>
      <Button
        size="small"
        variant="ghost"
        isPending={remove.isPending}
        onPress={() => swallow(remove.trigger({ id: item.id, version: item.version }))}
      >
        {m.delete}
      </Button>
    </Inline>
  );
}

/**
 * invoices/items: the catalogue of chargeable things (name and kind, default price, tax rate,
 * active or not) in counted tabs with search; create and edit in a dialog.
 */
export function ItemsScreen() {
  const m = useMessages(catalogueMessages).items;
  const f = useFormat();
  // Every role reads the catalogue; changing it is a finance permission.
  const canManage = useCan()('MANAGE_TAX_RATES_AND_ITEMS');
  const state = useListState({ tabs: ITEM_LIST_TABS, sorts: ITEM_LIST_SORTS });
  const list = useItemList(state.query);
  const [editing, setEditing] = useState<CatalogueItemView | 'new' | null>(null);

  const columns: TableColumn<CatalogueItemView>[] = [
    {
      id: 'name',
      name: m.columns.name,
      isRowHeader: true,
      allowsSorting: true,
      renderCell: (item) => (
        <Stack space="xxsmall">
          <Text weight="strong">{item.name}</Text>
          {item.description ? (
            <Text size="small" tone="secondary">
              {item.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'kind',
      name: m.columns.kind,
      allowsSorting: true,
      renderCell: (item) => m.kinds[item.kind],
    },
    {
      id: 'defaultPrice',
      name: m.columns.defaultPrice,
      align: 'end',
      noWrap: true,
      renderCell: (item) => f.money(Number(item.defaultPrice.amount), item.defaultPrice.currency),
    },
    {
      id: 'taxRate',
      name: m.columns.taxRate,
      renderCell: (item) =>
        item.taxRateName ? (
          f.message(m.taxRateText, {
            name: item.taxRateName,
            percent: f.percent(Number(item.taxPercent ?? 0)),
          })
        ) : (
          <Text tone="secondary">{m.noTaxRate}</Text>
        ),
    },
    {
      id: 'status',
      name: m.columns.status,
      renderCell: (item) =>
        item.deleted ? (
          <Badge tone="critical" size="small">
            {m.deleted}
          </Badge>
        ) : item.isActive ? (
          <Badge tone="positive" size="small">
            {m.active}
          </Badge>
        ) : (
          <Badge tone="caution" size="small">
            {m.inactive}
          </Badge>
        ),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            name: m.columns.actions,
            hideName: true,
            renderCell: (item: CatalogueItemView) => (
              <ItemActions item={item} onEdit={() => setEditing(item)} />
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
        tabs={ITEM_LIST_TABS.map((id) => ({ id, label: m.tabs[id] }))}
        tabsLabel={m.tabsLabel}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        page={list.data}
        request={list}
        totalText={(count) => f.message(m.total, { count })}
        tableLabel={m.title}
        sorts={ITEM_LIST_SORTS}
        columns={columns}
        phoneColumns={['name', 'defaultPrice', 'actions']}
        emptyTitle={m.emptyTitle}
        emptyText={m.emptyText}
      />
      {editing === null ? null : (
        <Suspense fallback={null}>
          <ItemDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
