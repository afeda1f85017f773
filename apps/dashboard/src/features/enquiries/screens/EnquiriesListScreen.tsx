import { defaultTab, ENQUIRY_SORTS, ENQUIRY_TABS, visibleTabs } from '@staydesk/domain';
import { Inline, Link } from '@staydesk/ui';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { CreateLink } from '../../../components/CreateLink';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useCurrentUser } from '../../../lib/auth';
import { useListState } from '../../../lib/list';
import { useEnquiries } from '../api/enquiries';
import { ENQUIRIES_BASE, enquiriesListConfig, explicitTab } from '../api/keys';
import { useEnquiryColumns } from '../components/EnquiriesTable';
import { enquiriesMessages } from '../messages';

// The filters (pickers, the range calendar): a chunk of their own, fetched when the list opens.
const EnquiryFilters = lazy(() =>
  import('../components/EnquiryFilters').then((m) => ({ default: m.EnquiryFilters })),
);

/**
 * enquiries/list: the tabs of spec §6 the role may see (each with its server count), search as
 * you type (reference, company, guest, client reference), filters, server sort, 29 a page; a link
 * to the public form's requests beside Create.
 */
export function EnquiriesListScreen() {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const { userData } = useCurrentUser();
  const tabs = visibleTabs(userData.role, ENQUIRY_TABS);
  const first = defaultTab(userData.role, ENQUIRY_TABS)?.value;
  const state = useListState({ ...enquiriesListConfig, ...(first ? { defaultTab: first } : {}) });
  const [params] = useSearchParams();
  // A tab the role may not see is ignored (the server would refuse it); none = the role's first.
  const named = explicitTab(params);
  const tab = tabs.some((candidate) => candidate.value === named) ? named : undefined;
  const list = useEnquiries({ ...state.query, tab });
  const columns = useEnquiryColumns();
  const shown = { ...state, query: { ...state.query, tab: tab ?? first } };

  return (
    <ListView
      exportPath={ENQUIRIES_BASE}
      title={m.title}
      actions={
        <Inline space="medium" alignY="center">
          <Link href={href('propertyRequests')}>{m.nav.requests}</Link>
          <CreateLink href={href('enquiryCreate')} label={m.createEnquiry} />
        </Inline>
      }
      state={shown}
      tabs={tabs.map((definition) => ({ id: definition.value, label: m.tabs[definition.value] }))}
      tabsLabel={m.tabsLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      // No Suspense of its own: until the filters' code is in, the content area keeps the page's
      // placeholder, and the list then draws whole (filters arriving later pushed the tabs and
      // rows down).
      filters={<EnquiryFilters state={state} />}
      page={list.data}
      request={list}
      totalText={(count) => f.message(m.total, { count })}
      tableLabel={m.title}
      sorts={ENQUIRY_SORTS}
      phoneColumns={['reference', 'respondBy']}
      columns={columns}
      emptyTitle={m.emptyTitle}
      emptyText={m.emptyText}
    />
  );
}
