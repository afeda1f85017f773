import {
  LANDLORD_SORTS,
  LANDLORD_TABS,
  type LandlordView,
  TRAFFIC_LIGHTS,
  trafficLightSchema,
} from '@staydesk/domain';
import { Select, SelectItem } from '@staydesk/ui';
import { useState } from 'react';
import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { landlordsListConfig } from '../api/keys';
import { useLandlords } from '../api/landlords';
import { LandlordModals } from '../components/LandlordModals';
import { useLandlordColumns } from '../components/LandlordsTable';
import { landlordsMessages } from '../messages';

const ANY = 'any';

/**
 * landlords/list: search as you type (name, company, emails, phones), Active/Deleted tabs with
 * counts, a traffic-light filter, server sort, 29 a page; each row opens the landlord info modal.
 */
export function LandlordsListScreen() {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const state = useListState(landlordsListConfig);
  const list = useLandlords(state.query);
  const [info, setInfo] = useState<LandlordView | null>(null);
  const columns = useLandlordColumns(setInfo);
  const light = trafficLightSchema.safeParse(state.query.filters.trafficLight).data;
  const options = [
    { id: ANY, label: m.filter.any },
    ...TRAFFIC_LIGHTS.map((option) => ({ id: option.value, label: m.trafficLights[option.value] })),
  ];

  return (
    <>
      <ListView
        title={m.title}
        actions={<CreateLink href={href('landlordCreate')} label={m.createLandlord} />}
        state={state}
        tabs={LANDLORD_TABS.map((tab) => ({ id: tab, label: m.tabs[tab] }))}
        tabsLabel={m.tabsLabel}
        searchLabel={m.searchLabel}
        searchPlaceholder={m.searchPlaceholder}
        filters={
          <Select
            label={m.filter.trafficLight}
            items={options}
            selectedKey={light ?? ANY}
            onSelectionChange={(key) =>
              state.setFilter('trafficLight', key === ANY || key === null ? undefined : String(key))
            }
          >
            {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
          </Select>
        }
        page={list.data}
        request={list}
        totalText={(count) => f.message(m.total, { count })}
        tableLabel={m.title}
        sorts={LANDLORD_SORTS}
        phoneColumns={['name', 'trafficLight', 'actions']}
        columns={columns}
        emptyTitle={m.emptyTitle}
        emptyText={m.emptyText}
      />
      {info ? <LandlordModals open="info" landlord={info} onClose={() => setInfo(null)} /> : null}
    </>
  );
}
