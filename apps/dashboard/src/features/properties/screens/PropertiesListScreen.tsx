import { PROPERTY_SORTS, PROPERTY_TABS } from '@staydesk/domain';
import { Button, Inline, Link } from '@staydesk/ui';
import { lazy, Suspense, useState } from 'react';
import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { useProperties } from '../api/properties';
import { PROPERTY_FILTERS } from '../components/filterParams';
import { usePropertyColumns } from '../components/PropertiesTable';
import { propertiesMessages } from '../messages';

// The filters (place search, date range, selects) arrive just after the list: they are the
// heaviest part of the screen (date and number parsing) and the table needs none of them.
const PropertyFilters = lazy(() =>
  import('../components/PropertyFilters').then((m) => ({ default: m.PropertyFilters })),
);

// The temporary property modal loads when opened (spec §2: modals load on demand).
const TemporaryPropertyDialog = lazy(() =>
  import('../components/modals/TemporaryPropertyDialog').then((m) => ({
    default: m.TemporaryPropertyDialog,
  })),
);

/**
 * properties/list: search as you type, filters (type, bedrooms, guests, landlord, status, price,
 * parking, pets, a place with a radius in miles, free dates), counted tabs; nearest first when a
 * place is given. Rows show the cover photo, price per night, the landlord's traffic light and
 * how fresh the availability is.
 */
export function PropertiesListScreen() {
  const m = useMessages(propertiesMessages);
  const f = useFormat();
  const state = useListState({
    tabs: PROPERTY_TABS,
    sorts: PROPERTY_SORTS,
    filters: PROPERTY_FILTERS,
  });
  const list = useProperties(state.query);
  const nearPlace = state.query.filters.lng !== undefined;
  const columns = usePropertyColumns(nearPlace);
  const [temporaryOpen, setTemporaryOpen] = useState(false);
  const placeName = state.query.filters.placeName;
  return (
    <>
      <ListView
        title={m.list.title}
        actions={
          <Inline space="small">
            <Link href={href('propertiesReport')}>{m.list.report}</Link>
            <Button variant="secondary" onPress={() => setTemporaryOpen(true)}>
              {m.list.temporary}
            </Button>
            <CreateLink href={href('propertyCreate')} label={m.list.create} />
          </Inline>
        }
        state={state}
        tabs={PROPERTY_TABS.map((tab) => ({ id: tab, label: m.list.tabs[tab] }))}
        tabsLabel={m.list.tabsLabel}
        searchLabel={m.list.searchLabel}
        searchPlaceholder={m.list.searchPlaceholder}
        filters={
          <Suspense fallback={null}>
            <PropertyFilters />
          </Suspense>
        }
        page={list.data}
        request={list}
        totalText={(count) =>
          nearPlace && placeName
            ? `${f.message(m.list.total, { count })} · ${f.message(m.list.nearPlace, { place: placeName })}`
            : f.message(m.list.total, { count })
        }
        tableLabel={m.list.title}
        sorts={PROPERTY_SORTS}
        phoneColumns={['title', 'nightlyRate']}
        columns={columns}
        emptyTitle={m.list.emptyTitle}
        emptyText={m.list.emptyText}
      />
      {temporaryOpen ? (
        <Suspense fallback={null}>
          <TemporaryPropertyDialog isOpen onClose={() => setTemporaryOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
