import {
  BANK_PAYMENT_LIMITS,
  bankPaymentAllocateSchema,
  bankPaymentEditSchema,
  bankPaymentIgnoreSchema,
  bankPaymentInputSchema,
  bankPaymentListQuerySchema,
  bankPaymentListSchema,
  bankPaymentSuggestionsSchema,
  bankPaymentUnignoreSchema,
  bankPaymentViewSchema,
  statementImportResultSchema,
  statementMappingSchema,
  statementPreviewSchema,
  versionSchema,
} from '@staydesk/domain';
import { z } from 'zod/mini';
import type { AppDeps, AuthUser } from '../../http/context.js';
import { needs, type RouteSpec, route } from '../../http/route.js';
import { mutationSchema } from '../../http/schemas.js';
import { success } from '../../lib/errors.js';
import { recordActions } from '../record-actions.js';
import { listBankPayments } from './bank-payments-repository.js';
import { bankPaymentService } from './bank-payments-service.js';

const TAG = 'Bank payments';
const BASE = '/api/v1/bank-payments';

const paymentParams = z.object({ bankPaymentId: z.uuid('Not a valid id') });
const allocationParams = z.extend(paymentParams, { allocationId: z.uuid('Not a valid id') });
const optionalVersionQuery = z.object({
  version: z.optional(z.pipe(z.coerce.number(), versionSchema)),
});
const STATEMENT_FILE = {
  file: `The bank statement: a CSV file of at most ${BANK_PAYMENT_LIMITS.fileBytes / 1024 / 1024} MB (UTF-8 or Windows-1252; , ; or tab between fields)`,
};
/** `mapping` is a JSON text; left out, it is guessed from the header names. */
const previewBody = z.object({ mapping: z.optional(statementMappingSchema) });
const importBody = z.extend(previewBody, { skipDuplicates: z._default(z.boolean(), true) });

/**
 * Bank payments (the contract is described in docs/invoices.md): the list
 * with tab counts, entering one by hand, a statement import (previewed, then written all or
 * nothing), match suggestions, allocations to invoices (recorded as invoice payments) and their
 * undo, ignore and unignore. Reads need INVOICES; every change needs MATCH_BANK_PAYMENTS.
 */
export function bankPaymentRoutes(deps: AppDeps): RouteSpec[] {
  const { db, clock } = deps;
  const access = needs('INVOICES');
  // Reading the statement is the area's; changing it or matching money to invoices is an action.
  const matching = needs('MATCH_BANK_PAYMENTS');
  const service = bankPaymentService(db, clock);
  const context = (user: AuthUser) => ({ actor: user, at: clock.now() });
  const answer = mutationSchema(bankPaymentViewSchema);
  // Every versioned change of a payment is an action: MATCH_BANK_PAYMENTS.
  const actions = recordActions(deps, {
    base: BASE,
    idParam: 'bankPaymentId',
    tag: TAG,
    view: bankPaymentViewSchema,
    permission: 'MATCH_BANK_PAYMENTS',
  });

  return [
    // Static paths before /:bankPaymentId.
    route({
      method: 'post',
      path: `${BASE}/imports/preview`,
      tag: TAG,
      summary: 'Read a bank statement (CSV) and show what an import would do; nothing is written',
      description:
        'Multipart: `file` (CSV), `mapping` (JSON: date, amount — a column or { credit, debit } —, payer, reference as column numbers from 0, dateFormat, hasHeader, currency; left out, it is guessed from the header). Each row is valid, a duplicate (same day, amount and reference — or payer without a reference — as a stored payment or an earlier row), a debit (money out: skipped) or an error. 422 with a clear message when the file is not a readable CSV statement.',
      access: matching,
      body: { type: 'multipart', schema: previewBody, files: STATEMENT_FILE },
      response: z.object({ data: statementPreviewSchema }),
      handler: async ({ body, files }) => ({
        data: await service.preview({ file: files.file, mapping: body.mapping }),
      }),
    }),
    route({
      method: 'post',
      path: `${BASE}/imports`,
      tag: TAG,
      summary:
        'Import a bank statement: every valid row becomes an unmatched payment, all or nothing',
      description:
        'The same multipart body as the preview, plus `skipDuplicates` (default true). 422 and nothing imported when a row cannot be read, or when nothing is left to import. Debits are skipped and counted.',
      access: matching,
      body: { type: 'multipart', schema: importBody, files: STATEMENT_FILE },
      response: mutationSchema(statementImportResultSchema),
      status: 201,
      handler: async ({ body, files, user }) => {
        const result = await service.importStatement(
          { file: files.file, mapping: body.mapping, skipDuplicates: body.skipDuplicates },
          context(user),
        );
        return {
          ...success('paymentsImported', { count: result.created }),
          data: result,
        };
      },
    }),
    route({
      method: 'get',
      path: BASE,
      tag: TAG,
      summary: 'List bank payments, 29 a page, with the count of each tab',
      description:
        '`tab`: all (default), unmatched, partlyMatched, matched, ignored. `search` matches payer, reference or notes; `sort` is receivedOn (default -receivedOn), amount, payer, reference, createdAt or updatedAt, prefixed with - for descending.',
      access,
      query: bankPaymentListQuerySchema,
      response: bankPaymentListSchema,
      handler: ({ query }) => db.read((orm) => listBankPayments(db, orm, query)),
    }),
    route({
      method: 'post',
      path: BASE,
      tag: TAG,
      summary: 'Enter a payment received, by hand (unmatched until matched to invoices)',
      access: matching,
      body: { type: 'json', schema: bankPaymentInputSchema },
      response: answer,
      status: 201,
      handler: async ({ body, user }) => ({
        ...success('bankPaymentCreated'),
        data: await service.create(body, context(user)),
      }),
    }),
    route({
      method: 'get',
      path: `${BASE}/:bankPaymentId`,
      tag: TAG,
      summary: 'One bank payment with its allocations',
      access,
      params: paymentParams,
      response: z.object({ data: bankPaymentViewSchema }),
      handler: async ({ params }) => ({ data: await service.get(params.bankPaymentId) }),
    }),
    actions.versioned({
      method: 'patch',
      summary: 'Change a payment (with the version read; 409 when stale)',
      description:
        'Notes at any time. Payer, reference, the day received (`receivedOn`), the amount and the currency only while the payment is unmatched: 422 naming each such field once anything is matched (undo the matches first) or while it is ignored. The duplicate key follows the new values.',
      body: bankPaymentEditSchema,
      message: success('bankPaymentUpdated'),
      run: ({ id, body, context }) => service.edit(id, body, context),
    }),
    route({
      method: 'get',
      path: `${BASE}/:bankPaymentId/suggestions`,
      tag: TAG,
      summary: 'Open invoices that may match the payment, best first (at most 10)',
      description:
        'Issued, part-paid or overdue invoices in the payment’s currency with a balance, scored by: invoice number in the reference (50), amount equals the balance (30), purchase order in the reference (25), payer like the billing company (15). None for an ignored or fully matched payment.',
      access,
      params: paymentParams,
      response: z.object({ data: bankPaymentSuggestionsSchema }),
      handler: async ({ params }) => ({
        data: { suggestions: await service.suggestions(params.bankPaymentId) },
      }),
    }),
    actions.versioned({
      action: 'allocations',
      summary: 'Match the payment to invoices: each amount is recorded as a payment of its invoice',
      description:
        'Confirmed by a person. The amounts add up to at most what is left to match, each at most its invoice’s balance, same currency (422 otherwise); the invoices become part paid or paid. One transaction; 409 when the version is stale.',
      body: bankPaymentAllocateSchema,
      status: 201,
      message: (_data, body) => success('paymentMatched', { invoices: body.allocations.length }),
      run: ({ id, body, context }) => service.allocate(id, body, context),
    }),
    route({
      method: 'delete',
      path: `${BASE}/:bankPaymentId/allocations/:allocationId`,
      tag: TAG,
      summary: 'Undo a match: the invoice payment is removed and the invoice’s balance restored',
      description: '`?version=` (optional) is checked: 409 when stale.',
      access: matching,
      params: allocationParams,
      query: optionalVersionQuery,
      response: answer,
      handler: async ({ params, query, user }) => ({
        ...success('matchUndone'),
        data: await service.undo(
          params.bankPaymentId,
          params.allocationId,
          query.version,
          context(user),
        ),
      }),
    }),
    actions.versioned({
      action: 'ignore',
      summary: 'Ignore an unmatched payment (not a customer payment), with a reason',
      body: bankPaymentIgnoreSchema,
      message: success('bankPaymentIgnored'),
      run: ({ id, body, context }) => service.ignore(id, body.version, body.reason, context),
    }),
    actions.versioned({
      action: 'unignore',
      summary: 'Bring an ignored payment back to unmatched',
      body: bankPaymentUnignoreSchema,
      message: success('bankPaymentRestored'),
      run: ({ id, body, context }) => service.unignore(id, body.version, context),
    }),
  ];
}
