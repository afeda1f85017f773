import { enquiryDuplicatesSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { ENQUIRIES_BASE } from './keys';

/** Open enquiries of the company whose dates overlap (the create form's duplicate warning). */
export function useDuplicates(input: {
  companyId: string | null;
  checkIn: string | null;
  checkOut: string | null;
  /** The enquiry being edited, which does not count as its own duplicate. */
  excludeId?: string | undefined;
}) {
  const { companyId, checkIn, checkOut, excludeId } = input;
  const params = new URLSearchParams();
  if (companyId && checkIn) {
    params.set('companyId', companyId);
    params.set('checkIn', checkIn);
    if (checkOut && checkOut > checkIn) params.set('checkOut', checkOut);
    if (excludeId) params.set('excludeId', excludeId);
  }
  const key = params.size > 0 ? `${ENQUIRIES_BASE}/duplicates?${params.toString()}` : null;
  return useSWR(key, async (url: string) => (await api.get(url, enquiryDuplicatesSchema)).data);
}
