import { PageHeader } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { bookingsMessages } from '../messages';

/** bookings/create: a direct booking (no enquiry). */
export function BookingCreateScreen() {
  const m = useMessages(bookingsMessages);
  return <PageHeader title={m.createBooking} />;
}
