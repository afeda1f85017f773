import {
  type FilterParams as Params,
  useFilterParams as useParams,
} from '../../../components/filter-params';

export { SelectFilter } from '../../../components/filter-params';

/** The display names of the chosen company and agent ride in the address beside their ids. */
export const NAME_PARAMS = { companyId: 'companyName', agentId: 'agentName' } as const;
export type NamedFilter = keyof typeof NAME_PARAMS;

/** Writes several filter params at once (one history entry), back to page 1. */
export const useFilterParams = () => useParams(NAME_PARAMS);

export type FilterParams = Params<NamedFilter>;
