import {
  bookingActivitySchema,
  bookingCreateSchema,
  bookingDepositReturnSchema,
  bookingExtensionCreateSchema,
  bookingLandlordConfirmationSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingUpdateSchema,
  bookingViewSchema,
  messageResponseSchema,
  versionSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import { assertReadable, readableView } from '../../db/deleted.js';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { success } from '../../lib/errors.js';
import { recordActions, versionBody } from '../record-actions.js';
import { todayOf } from '../settings/today.js';
import { listBookings } from './repository.js';
import { bookingService } from './service.js';

const BASE = '/api/v1/bookings';
const ONE = `${BASE}/:bookingId`;
const TAG = 'Bookings';

/** Bookings: the list with the tabs of spec §6, the record and the stay's actions. */
export function bookingRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const service = bookingService(db, clock);
  const access = needs('BOOKINGS');
  const params = z.object({ bookingId: z.uuid('Not a valid id') });
  const answer = mutationSchema(bookingViewSchema);
  const versionQuery = z.object({ version: z.pipe(z.coerce.number(), versionSchema) });
  const actions = recordActions(deps, {
    base: BASE,
    idParam: 'bookingId',
    tag: TAG,
    view: bookingViewSchema,
    permission: 'BOOKINGS',
  });

  return [
    route({
      method: 'get',
      path: BASE,
      tag: TAG,
      summary: 'List bookings, 29 a page, with the count of each tab the caller may see',
      description:
        "`tab` is a booking tab of spec §6 the role may see (absent: its first; another: 403), or deleted for who may delete bookings for good. Tabs follow the dates relative to today in the configured time zone (global settings timeZone), computed at each request: checkIn = arrival today, checkOut = departure today, active = staying (arrived before today, leaving after), extended = check-out moved past the original and not yet passed, completed = status complete or departed before today, needsAttention = a rule of docs/bookings.md holds (landlord not confirmed within 48 h of arrival, extension decision due within 3 days of check-out, deposit not returned 14 days after, a flagged issue), urgent = arrival or departure today or tomorrow without the landlord's confirmation, or needing attention for more than a day; yourBookings = the caller's as account manager or creator; overview = every live booking. Every tab but overview, yourBookings, completed and deleted holds booked stays only. `search` matches reference, purchase order, company, property and guest names; filters companyId, propertyId, landlordId, accountManagerId, from/to (stays overlapping the days), arrivingOn/leavingOn (booked stays arriving or leaving that day), createdFrom (made on that day in the configured time zone or later); `sort` checkIn (default), checkOut, reference, createdAt, updatedAt, prefixed with - for descending.",
      access,
      query: bookingListQuerySchema,
      response: bookingListSchema,
      handler: async ({ query, user }) => {
        const today = await todayOf(db, clock);
        return db.read((orm) => listBookings(orm, query, user, today));
      },
    }),
    route({
      method: 'post',
      path: BASE,
      tag: TAG,
      summary:
        'Create a direct booking (dates checked against the property’s supply, then blocked)',
      description:
        "The landlord is the property's; the account manager defaults to the caller. A clash with the property's blocked or booked nights (or a live booking) is a 409 naming the dates taken; nothing is written.",
      access,
      body: { type: 'json', schema: bookingCreateSchema },
      response: answer,
      status: 201,
      handler: async ({ body, user }) => {
        const data = await service.create(body, user);
        return { ...success('bookingCreated', { reference: data.reference }), data };
      },
    }),
    route({
      method: 'get',
      path: ONE,
      tag: TAG,
      summary: 'One booking, with its stay state and money',
      description:
        'A deleted booking only for the roles that see the Deleted tab (DELETE_BOOKING_PERMANENTLY); 404 for anyone else, as on its activity.',
      access,
      params,
      response: z.object({ data: bookingViewSchema }),
      handler: async ({ params, user }) => ({
        data: readableView(await service.get(params.bookingId), 'booking', user.role),
      }),
    }),
    route({
      method: 'get',
      path: `${ONE}/activity`,
      tag: TAG,
      summary:
        'The activity of a booking: every change, who and when, before and after; newest first',
      description:
        'Read from the audit trail (its booking events): `action` is create, update, status, extend, landlordConfirmation, depositReturn, delete or restore; a status change carries its `reason`.',
      access,
      params,
      response: bookingActivitySchema,
      handler: async ({ params, user }) => {
        await assertReadable(db, 'booking', params.bookingId, user.role);
        return { data: await service.activity(params.bookingId, user.role) };
      },
    }),
    actions.versioned({
      method: 'patch',
      summary: 'Change a booking (changed fields and the version read; 409 when stale)',
      description:
        'Status is booked, complete or cancelled (cancelled gives the nights back to the supply; booked again checks and blocks them); a change of status needs a `statusReason` (400 without one), recorded in the activity. `issue` flags a problem (empty clears it). Dates move by an extension.',
      body: bookingUpdateSchema,
      message: success('recordUpdated', { record: 'booking' }),
      run: ({ id, body, user }) => service.update(id, body, user),
    }),
    actions.versioned({
      action: 'extension',
      summary: 'Extend a stay to a new check-out at the agreed nightly price and cost',
      description:
        'The extra nights must be free in the property’s supply (409 naming the dates taken); they are blocked, the extension is recorded with who approved it (`approvedBy`, a staff member; the caller when left out), and the stay becomes extended.',
      body: bookingExtensionCreateSchema,
      message: (data) =>
        success('bookingExtended', { reference: data.reference, checkOut: data.checkOut }),
      run: ({ id, body, user }) => service.extend(id, body, user),
    }),
    actions.versioned({
      action: 'landlord-confirmation',
      summary: 'Record that the landlord confirmed the stay (who and when), or undo it',
      body: bookingLandlordConfirmationSchema,
      message: (_data, body) =>
        success(body.confirmed ? 'landlordConfirmationRecorded' : 'landlordConfirmationRemoved'),
      run: ({ id, body, user }) => service.confirmLandlord(id, body, user),
    }),
    actions.versioned({
      action: 'deposit-returned',
      summary: 'Record that the deposit was returned (or undo it)',
      body: bookingDepositReturnSchema,
      message: (_data, body) => success(body.returned ? 'depositReturned' : 'depositNotReturned'),
      run: ({ id, body, user }) => service.returnDeposit(id, body, user),
    }),
    actions.remove({
      summary: 'Move a booking to the deleted tab (`?version=`; its nights go back to the supply)',
      message: success('recordDeleted', { record: 'booking' }),
      run: ({ id, body, user }) => service.remove(id, body.version, user),
    }),
    actions.versioned({
      action: 'restore',
      summary: 'Bring a deleted booking back (`{ version }`; its nights must still be free)',
      body: versionBody,
      message: success('recordRestored', { record: 'booking' }),
      run: ({ id, body, user }) => service.restore(id, body.version, user),
    }),
    route({
      method: 'delete',
      path: `${ONE}/permanent`,
      tag: TAG,
      summary: 'Delete a deleted booking for good (`?version=`; DELETE_BOOKING_PERMANENTLY)',
      access: needs('DELETE_BOOKING_PERMANENTLY'),
      params,
      query: versionQuery,
      response: messageResponseSchema,
      handler: async ({ params, query, user }) => {
        const { reference } = await service.purge(params.bookingId, query.version, user);
        return success('bookingDeletedPermanently', { reference });
      },
    }),
  ];
}
