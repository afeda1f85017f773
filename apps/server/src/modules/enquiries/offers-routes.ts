import {
  chosenPropertyCycleSchema,
  enquiryReportCsvQuerySchema,
  enquiryReportQuerySchema,
  enquiryReportSchema,
  offerAcceptResultSchema,
  offerAcceptSchema,
  offerCreateSchema,
  offerDecisionSchema,
  offerHistorySchema,
  offerLineListSchema,
  offerLineViewSchema,
  offerUpdateSchema,
  quoteListSchema,
  quoteViewSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import { assertReadable } from '../../db/deleted.js';
import type { AppDeps } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { success } from '../../lib/errors.js';
import {
  acceptOffer,
  createOffer,
  decideOffer,
  listOffers,
  offerHistory,
  updateOffer,
} from './offers-service.js';
import { readChosenPropertyCycle, saveChosenPropertyCycle } from './offers-settings.js';
import { renderQuotePdf } from './quotes-pdf.js';
import { createQuote, listQuotes, quoteLogoKey, readQuote } from './quotes-service.js';
import { enquiryReport, reportCsv } from './report-service.js';

const BASE = '/api/v1/enquiries';
const TAG = 'Enquiries: offers';
const id = z.uuid('Not a valid id');
const enquiryParams = z.object({ enquiryId: id });
const offerParams = z.object({ enquiryId: id, offerId: id });
const quoteParams = z.object({ enquiryId: id, quoteId: id });

/**
 * The offer lines of an enquiry, their approval, the client's acceptance, each line's history,
 * quotes (JSON and PDF), the chosen-property cycle setting and the enquiries report. The static
 * paths (settings, report) come first so that they are matched before `/:enquiryId`.
 */
export function offerRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock, config, files } = deps;
  const access = needs('ENQUIRIES');
  const write = (user: { id: string }) => ({ actor: user, at: clock.now() });
  return [
    route({
      method: 'get',
      path: `${BASE}/settings/chosen-property-cycle`,
      tag: TAG,
      summary:
        'The chosen-property cycle (spec §3 ChosenPropertyCycle): which offer statuses follow which',
      access,
      response: z.object({ data: chosenPropertyCycleSchema }),
      handler: async () => ({ data: await readChosenPropertyCycle(db) }),
    }),
    route({
      method: 'put',
      path: `${BASE}/settings/chosen-property-cycle`,
      tag: TAG,
      summary: 'Save the chosen-property cycle (`version` read; 409 when stale)',
      access,
      body: { type: 'json', schema: chosenPropertyCycleSchema },
      response: mutationSchema(chosenPropertyCycleSchema),
      handler: async ({ body, user }) => ({
        ...success('settingsSaved'),
        data: await saveChosenPropertyCycle(db, body, write(user)),
      }),
    }),
    route({
      method: 'get',
      path: `${BASE}/report`,
      tag: TAG,
      summary: 'The enquiries report: volume, funnel, time to first offer, win rate, lost reasons',
      description:
        'Enquiries received from `from` to `to` (calendar days, both included; default the last 12 months), deleted ones left out: by source, company and agent (top 20), by current status (funnel) and stage reached, median and average hours from receipt to the first line offered out, win rate by assignee (won = a booking was made; decided = won or cancelled, not possible or archived without one), lost reasons and a monthly series.',
      access: needs('ENQUIRIES_REPORT'),
      query: enquiryReportQuerySchema,
      response: z.object({ data: enquiryReportSchema }),
      handler: async ({ query }) => ({ data: await enquiryReport(db, query, clock.now()) }),
    }),
    route({
      method: 'get',
      path: `${BASE}/report.csv`,
      tag: TAG,
      summary:
        'One table of the enquiries report as CSV (`table`: bySource, byCompany, byAgent, funnel, winRate, lostReasons, byMonth)',
      access: needs('ENQUIRIES_REPORT'),
      query: enquiryReportCsvQuerySchema,
      handler: async ({ c, query }) => {
        const report = await enquiryReport(db, query, clock.now());
        c.header('content-type', 'text/csv; charset=utf-8');
        c.header(
          'content-disposition',
          `attachment; filename="enquiries-${query.table}-${report.from}-${report.to}.csv"`,
        );
        return c.body(reportCsv(report, query.table));
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/:enquiryId/offers`,
      tag: TAG,
      summary: 'The offer lines of an enquiry with property, landlord, totals, margin and approval',
      access,
      params: enquiryParams,
      response: offerLineListSchema,
      handler: async ({ c, params, user }) => {
        await assertReadable(db, 'enquiry', params.enquiryId, user.role);
        return { data: await listOffers(db, params.enquiryId, c.get('urls').files) };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/:enquiryId/offers`,
      tag: TAG,
      summary: 'Add a candidate property with its landlord cost and our selling price per night',
      description:
        'The line starts Not Approved; its nights come from the enquiry’s dates (an open-ended stay is priced for 30 nights until a check-out is set). An assigned enquiry becomes pending (sourcing started). One open line per property (409).',
      access,
      params: enquiryParams,
      body: { type: 'json', schema: offerCreateSchema },
      status: 201,
      response: mutationSchema(offerLineViewSchema),
      handler: async ({ c, params, body, user }) => ({
        ...success('offerAdded'),
        data: await createOffer(db, params.enquiryId, body, write(user), c.get('urls').files),
      }),
    }),
    route({
      method: 'patch',
      path: `${BASE}/:enquiryId/offers/:offerId`,
      tag: TAG,
      summary:
        'Change a line: prices, status (along the stored cycle), notes, hold expiry, landlord confirmation',
      description:
        'A move to approved, Hold or offered out of a line outside policy (margin below the floor, price above the approved budget) is not made: approval is asked for instead, the reason stored, and the enquiry moves to awaitingApproval. A line put on Hold gets the default hold expiry (global settings holdHours) unless one is given; the enquiry follows its lines forward (Hold → awaitingResponse, offered out → offeredOut).',
      access,
      params: offerParams,
      body: { type: 'json', schema: offerUpdateSchema },
      response: mutationSchema(offerLineViewSchema),
      handler: async ({ c, params, body, user }) => {
        const result = await updateOffer(
          db,
          params.enquiryId,
          params.offerId,
          body,
          write(user),
          c.get('urls').files,
        );
        return { ...success(result.outcome), data: result.view };
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/:enquiryId/offers/:offerId/approve`,
      tag: TAG,
      summary: 'Approve a line outside policy for its current prices (masteradmin and above)',
      access: needs('ENQUIRY_TAB_AWAITING_APPROVAL'),
      params: offerParams,
      body: { type: 'json', schema: offerDecisionSchema },
      response: mutationSchema(offerLineViewSchema),
      handler: async ({ c, params, body, user }) => ({
        ...success('offerApproved'),
        data: await decideOffer(
          db,
          params.enquiryId,
          params.offerId,
          'approve',
          body,
          write(user),
          c.get('urls').files,
        ),
      }),
    }),
    route({
      method: 'post',
      path: `${BASE}/:enquiryId/offers/:offerId/refuse`,
      tag: TAG,
      summary: 'Refuse a line outside policy (masteradmin and above)',
      access: needs('ENQUIRY_TAB_AWAITING_APPROVAL'),
      params: offerParams,
      body: { type: 'json', schema: offerDecisionSchema },
      response: mutationSchema(offerLineViewSchema),
      handler: async ({ c, params, body, user }) => ({
        ...success('offerRefused'),
        data: await decideOffer(
          db,
          params.enquiryId,
          params.offerId,
          'refuse',
          body,
          write(user),
          c.get('urls').files,
        ),
      }),
    }),
    route({
      method: 'post',
      path: `${BASE}/:enquiryId/offers/:offerId/accept`,
      tag: TAG,
      summary:
        'The client accepts an offered-out line: enquiry booked, other lines Unsuitable, booking created',
      description:
        'One transaction. A second accept of the same enquiry (another line, or a stale version) answers 409 and changes nothing.',
      access,
      params: offerParams,
      body: { type: 'json', schema: offerAcceptSchema },
      response: mutationSchema(offerAcceptResultSchema),
      handler: async ({ params, body, user }) => ({
        ...success('offerAccepted'),
        data: await acceptOffer(db, params.enquiryId, params.offerId, body, write(user)),
      }),
    }),
    route({
      method: 'get',
      path: `${BASE}/:enquiryId/offers/:offerId/history`,
      tag: TAG,
      summary: 'A line’s history: every status and price change with who, when, before and after',
      description:
        'Changes of the landlord’s cost are included only for COST_AUDIT_TRAIL holders (`costsHidden` says when they were left out).',
      access,
      params: offerParams,
      response: offerHistorySchema,
      handler: async ({ params, user }) => {
        await assertReadable(db, 'enquiry', params.enquiryId, user.role);
        return offerHistory(db, params.enquiryId, params.offerId, user.role);
      },
    }),
    route({
      method: 'post',
      path: `${BASE}/:enquiryId/quotes`,
      tag: TAG,
      summary: 'Store a quote of the offered-out lines (422 when none is offered out)',
      access,
      params: enquiryParams,
      status: 201,
      response: mutationSchema(quoteViewSchema),
      handler: async ({ c, params, user }) => {
        const quote = await createQuote(db, params.enquiryId, write(user), {
          brand: config.brand,
          filesBase: c.get('urls').files,
        });
        return { ...success('quoteCreated', { reference: quote.reference }), data: quote };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/:enquiryId/quotes`,
      tag: TAG,
      summary: 'The quotes of an enquiry, newest first',
      access,
      params: enquiryParams,
      response: quoteListSchema,
      handler: async ({ c, params, user }) => {
        await assertReadable(db, 'enquiry', params.enquiryId, user.role);
        return { data: await listQuotes(db, params.enquiryId, c.get('urls').files) };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/:enquiryId/quotes/:quoteId`,
      tag: TAG,
      summary: 'One quote as stored, for the printable page',
      access,
      params: quoteParams,
      response: z.object({ data: quoteViewSchema }),
      handler: async ({ c, params, user }) => {
        await assertReadable(db, 'enquiry', params.enquiryId, user.role);
        return {
          data: await readQuote(db, params.enquiryId, params.quoteId, c.get('urls').files),
        };
      },
    }),
    route({
      method: 'get',
      path: `${BASE}/:enquiryId/quotes/:quoteId/pdf`,
      tag: TAG,
      summary: 'One quote as a PDF in the brand of the enquiry’s company',
      access,
      params: quoteParams,
      handler: async ({ c, params, user }) => {
        await assertReadable(db, 'enquiry', params.enquiryId, user.role);
        const quote = await readQuote(db, params.enquiryId, params.quoteId, c.get('urls').files);
        const key = await quoteLogoKey(db, quote.id);
        const logo = key ? await files.get(key).catch(() => undefined) : undefined;
        const pdf = await renderQuotePdf(quote, logo);
        c.header('content-type', 'application/pdf');
        c.header(
          'content-disposition',
          `inline; filename="quote-${quote.reference.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`,
        );
        return c.body(new Uint8Array(pdf));
      },
    }),
  ];
}
