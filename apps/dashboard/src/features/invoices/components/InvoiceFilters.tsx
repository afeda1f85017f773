import { useFilterParams } from '../../../components/filter-params';
import { SearchPicker } from '../../../components/SearchPicker';
import { useMessages } from '../../../i18n';
import { companySource } from '../../../lib/options';
import { invoicesMessages } from '../messages';

/** The chosen company's name rides in the address beside its id. */
const INVOICE_NAME_PARAMS = { companyId: 'companyName' } as const;

/**
 * The invoices list's company filter: the client company whose invoices are listed (also what a
 * company page's "View all" link sets). Applies at once and goes back to page 1.
 */
export function InvoiceFilters({ companyId }: { companyId: string | undefined }) {
  const m = useMessages(invoicesMessages);
  const { pick, chosen } = useFilterParams(INVOICE_NAME_PARAMS);
  return (
    <SearchPicker
      label={m.filter.company}
      placeholder={m.filter.companyPlaceholder}
      emptyText={m.filter.noMatches}
      value={chosen('companyId', companyId)}
      onChange={pick('companyId')}
      source={companySource}
    />
  );
}
