import type { z } from 'zod/mini';
import type { ApiMessage } from './api';

/**
 * The codes the API answers a refusal or a success with, each with the kind of each of its parameters,
 * declared once: the server builds its English `message` from the English text of a code
 * (api-messages-en.ts), and the dashboard shows the text of the user's language instead
 * (api-messages-fr.ts for French), formatting a `day` in the user's locale rather than the
 * server's ISO day.
 *
 * Texts are ICU messages (`{name}`, plurals, selects). Each language is a module of its own, so
 * an app's bundler ships a language's texts only with the code that shows them; both are typed
 * by `ApiMessageCatalogue`, so a code added without its text in either fails the typecheck.
 */
export type ApiParamKind = 'text' | 'number' | 'day';

export const API_MESSAGE_PARAMS = {
  // Whole answers (the body's `code`)
  invalidInput: { names: 'text' },
  invalidRequest: {},
  notFound: { what: 'text' },
  noSuchEndpoint: { method: 'text', path: 'text' },
  permissionDenied: {},
  signInRequired: {},
  versionConflict: { what: 'text' },
  concurrentChange: {},
  duplicateRecord: {},
  missingReference: {},
  valueNotAllowed: {},
  valueInvalid: {},
  bodyTooLarge: {},
  badEncoding: {},
  rateLimited: { what: 'text', seconds: 'number' },
  serverBusy: { seconds: 'number' },
  timeout: {},
  serviceUnavailable: {},
  serverError: { requestId: 'text' },
  propertyTaken: { from: 'day', to: 'day', clashFrom: 'day', clashTo: 'day' },
  bookingClash: { from: 'day', to: 'day', clashFrom: 'day', clashTo: 'day', reference: 'text' },
  nightsTaken: { from: 'day', to: 'day' },
  statusMoveIllegal: { from: 'text', to: 'text' },
  completeBeforeCheckOut: { checkOut: 'day' },
  cancelAfterStart: { checkIn: 'day', checkOut: 'day' },
  rebookAfterCheckOut: { checkOut: 'day' },
  requestClosed: { reference: 'text' },
  checkFields: {},
  billingNamedOnInvoices: { count: 'number' },
  billingIsDefault: { company: 'text' },
  billingInactive: {},
  billingOtherCompany: {},
  invalidForm: { names: 'text' },
  noSuch: { what: 'text' },
  subcompanyParent: {},
  ownParent: {},
  parentWithSubcompanies: {},
  deleteSubcompaniesFirst: {},
  bookingStatusInvalid: {},
  bookingNotLive: {},
  statusReasonRequired: {},
  statusReasonWithoutStatus: {},
  extensionAfterCheckOut: {},
  extensionCurrency: {},
  bookingNotDeleted: {},
  bookingPurgeNeedsDeleted: {},
  notAnArrival: {},
  entryClosed: {},
  notBooked: {},
  automaticEntryFixed: {},
  nothingToApply: {},
  alreadyApplied: {},
  propertyCurrency: { currency: 'text' },
  notOutsidePolicy: {},
  alreadyDecided: {},
  needsApprovalToAccept: {},
  onlyOfferedOut: {},
  enquiryJustBooked: { reference: 'text' },
  offerDuplicate: {},
  assignFirst: {},
  offerLineClosed: {},
  notCreditable: {},
  creditTooMuch: { left: 'text' },
  nothingToCredit: {},
  lineNotOnInvoice: {},
  creditLineQuantity: { left: 'text' },
  paymentNotUnmatched: {},
  paymentIgnored: {},
  paymentNotIgnored: {},
  paymentIgnoredEdit: {},
  allocationTooMuch: { unallocated: 'text' },
  invoiceCurrency: { currency: 'text' },
  allocationNotOnPayment: {},
  statementFileRequired: {},
  fileTooLarge: { megabytes: 'number' },
  statementHasErrors: { count: 'number', line: 'number', first: 'text' },
  nothingToImport: {},
  csvNotText: {},
  csvEmpty: {},
  csvUnclosedQuote: { line: 'number' },
  csvStrayQuote: { line: 'number' },
  csvInvalid: { line: 'number' },
  csvTooManyRows: { max: 'number' },
  csvTooManyColumns: { max: 'number' },
  csvOneColumn: {},
  csvNoRows: {},
  csvColumnMissing: { column: 'number', columns: 'number' },
  invoiceNotDraft: {},
  invoiceNoLines: {},
  purchaseOrderRequired: {},
  noDefaultTaxRate: {},
  taxRateRetired: {},
  lineCurrency: {},
  notPayable: {},
  overpaid: { balance: 'text' },
  notVoidable: {},
  nothingToBill: {},
  bookingWithoutBilling: { reference: 'text' },
  alreadyInvoiced: { reference: 'text', from: 'day', to: 'day', by: 'text' },
  noBookingToInvoice: {},
  enquiryNoAssignee: {},
  enquiryNotDeleted: {},
  enquiryPurgeNeedsDeleted: {},
  enquiryBookedPurge: {},
  enquiryResetRefused: { status: 'text' },
  enquiryNotWorkable: { status: 'text' },
  enquiryMoveIllegal: { from: 'text', to: 'text' },
  rangeOverlap: { from: 'day', to: 'day', clashFrom: 'day', clashTo: 'day' },
  noSuchRange: {},
  costsOneCurrency: {},
  taskAlreadyDone: {},
  taskAlreadyOpen: {},
  noOfferedLines: {},
  emailTaken: {},
  ownAccountDelete: {},
  signInFailed: {},
  emailUnverified: {},
  awaitingApproval: {},
  resetInvalid: {},
  verificationInvalid: {},
  notAwaitingApproval: {},
  emailNotConfirmedYet: {},
  taxRateInUse: {},
  jsonBodyRequired: {},
  jsonContentType: {},
  jsonInvalid: {},
  multipartContentType: {},
  multipartUnreadable: {},
  crossSiteRefused: {},
  accountingNeedsNoConnection: { provider: 'text' },
  accountingUnreachable: { provider: 'text' },
  accountingAuthorisationRefused: { provider: 'text', detail: 'text' },
  accountingNoUsableToken: { provider: 'text' },
  accountingConnectionExpired: { provider: 'text' },
  accountingConnectionUnreadable: { provider: 'text' },
  accountingConnectFirst: { provider: 'text' },
  accountingConnectionLost: { provider: 'text' },
  accountingExportRefused: { provider: 'text', detail: 'text' },
  accountingNotConnected: { provider: 'text' },
  accountingNothingNew: { from: 'day', to: 'day', count: 'number' },
  accountingNothingToExport: { from: 'day', to: 'day' },
  accountingTooManyDocuments: { max: 'number' },
  accountingStateUnknown: {},
  accountingStateExpired: {},
  statementRowShort: {},
  statementRowDate: { value: 'text', format: 'text' },
  statementRowAmount: { value: 'text' },
  statementRowNoAmount: {},
  statementRowZero: {},
  scraperNoSavedCopy: {},
  profileAddressUnknown: {},
  listingAddressUnknown: { platforms: 'text' },
  scraperUnreachable: {},
  scraperUnreadable: {},
  pageUnreadable: {},
  notReady: { reason: 'text' },
  notReadyMigrations: { migrations: 'text' },
  imageTooLarge: { megabytes: 'number' },
  imageTypeRefused: {},
  chooseImage: {},
  choosePhoto: {},
  notAFile: { name: 'text' },
  unknownExperiment: {},
  signUpDomainClosed: { domains: 'text' },
  listingNotAProperty: {},
  enquiryActionOnly: { status: 'text' },
  enquiryApprovalRole: {},
  offerMoveIllegal: { from: 'text', to: 'text' },
  accessTokenExpired: {},
  accessTokenInvalid: {},
  sessionEnded: {},
  // Success answers (the body's `code` beside `message` and `data`)
  requestReceived: { reference: 'text' },
  recordCreated: { record: 'text' },
  recordUpdated: { record: 'text' },
  recordDeleted: { record: 'text' },
  recordRestored: { record: 'text' },
  companyCreated: { name: 'text' },
  companySaved: { name: 'text' },
  companyDeleted: { name: 'text' },
  billingCompanyCreated: { name: 'text' },
  billingCompanySaved: { name: 'text' },
  billingCompanyDeleted: { name: 'text' },
  accountCreated: {},
  accountReady: {},
  accountUpdated: {},
  accountDeleted: {},
  accountApproved: {},
  passwordChanged: {},
  experimentSaved: {},
  experimentRemoved: {},
  imageUpdated: {},
  signUpReceived: {},
  emailConfirmed: {},
  signUpRefused: {},
  welcomeBack: { name: 'text' },
  sessionRefreshed: {},
  signedOut: {},
  resetEmailSent: {},
  passwordResetDone: {},
  paymentsImported: { count: 'number' },
  bankPaymentCreated: {},
  bankPaymentUpdated: {},
  bankPaymentIgnored: {},
  bankPaymentRestored: {},
  paymentMatched: { invoices: 'number' },
  matchUndone: {},
  continueAtProvider: { provider: 'text' },
  connectedTo: { provider: 'text' },
  disconnectedFrom: { provider: 'text' },
  documentsExported: { count: 'number', provider: 'text' },
  draftInvoicesCreated: { count: 'number' },
  invoiceIssued: {},
  invoiceVoided: {},
  paymentRecorded: {},
  creditNoteIssued: {},
  taskCompleted: {},
  taskReopened: {},
  checklistUpdated: {},
  trackerEntryCreated: {},
  trackerEntryUpdated: {},
  trackerEntriesDone: { count: 'number' },
  appliedToProperty: {},
  landlordConfirmationRecorded: {},
  landlordConfirmationRemoved: {},
  notificationsMarkedRead: {},
  settingsSaved: {},
  permissionsSaved: {},
  messageTemplateSaved: {},
  landlordUpToDate: {},
  landlordSynced: {},
  photoUploaded: {},
  temporaryPropertyCreated: {},
  supplyUpdated: {},
  offerAdded: {},
  offerUpdated: {},
  offerApprovalRequested: {},
  offerApproved: {},
  offerRefused: {},
  offerAccepted: {},
  quoteCreated: { reference: 'text' },
  enquiryCreated: { reference: 'text' },
  enquiryStatusChanged: { reference: 'text', status: 'text' },
  enquiryAssigned: { name: 'text' },
  assigneeRemoved: {},
  enquiryReset: {},
  noteSaved: {},
  enquiryDeletedPermanently: { reference: 'text' },
  requestConverted: { reference: 'text' },
  bookingCreated: { reference: 'text' },
  bookingExtended: { reference: 'text', checkOut: 'day' },
  depositReturned: {},
  depositNotReturned: {},
  bookingDeletedPermanently: { reference: 'text' },
  // Per-field issues (the body's `issues`)
  required: {},
  tooShort: { minimum: 'number' },
  tooLong: { maximum: 'number' },
  tooSmall: { minimum: 'number' },
  tooBig: { maximum: 'number' },
  tooFewItems: { minimum: 'number' },
  tooManyItems: { maximum: 'number' },
  invalidType: {},
  invalidFormat: {},
  invalidChoice: {},
  notMultipleOf: { divisor: 'number' },
  unknownField: {},
  nulCharacter: {},
  authorisationNotUnderWay: {},
  authorisationExpired: {},
  imageTooLargeField: {},
  imageFormatInvalid: {},
  imageRequired: {},
  photoRequired: {},
  expectedFile: {},
  chooseOneOf: { choices: 'text' },
  checkOutAfterCheckIn: {},
  stayTooLong: { nights: 'number' },
  percentageInvalid: {},
  amountInvalid: {},
  costAndPriceTogether: {},
} as const satisfies Record<string, Record<string, ApiParamKind>>;

export type ApiMessageCode = keyof typeof API_MESSAGE_PARAMS;

type ValueOfKind<K extends ApiParamKind> = K extends 'number' ? number : string;

/** The parameters a code takes: numbers for `number`, text for `text`, an ISO day for `day`. */
export type ApiMessageParams<C extends ApiMessageCode> = {
  readonly [P in keyof (typeof API_MESSAGE_PARAMS)[C]]: (typeof API_MESSAGE_PARAMS)[C][P] extends ApiParamKind
    ? ValueOfKind<(typeof API_MESSAGE_PARAMS)[C][P]>
    : never;
};

export type ApiMessageCatalogue = Readonly<Record<ApiMessageCode, string>>;

/** What a 429 counts (`rateLimited`'s `what`): each language names it in its own words. */
export const RATE_LIMITED = [
  'signInAttempts',
  'addressAttempts',
  'signUps',
  'resetEmails',
  'propertyRequests',
] as const;
export type RateLimited = (typeof RATE_LIMITED)[number];

/** The records a `recordCreated` … `recordRestored` names (`record`), each language in its own words. */
export const RECORD_KINDS = [
  'agent',
  'guest',
  'landlord',
  'property',
  'task',
  'item',
  'taxRate',
  'booking',
  'enquiry',
  'invoice',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** What a `noSuch` names (`what`): a reference in the request to a record that is not there. */
export const NO_SUCH = [
  'company',
  'billingCompany',
  'account',
  'booking',
  'property',
  'landlord',
  'staffMember',
  'agent',
  'guest',
  'invoice',
  'taxRate',
  'enquiry',
] as const;
export type NoSuch = (typeof NO_SUCH)[number];

export function isApiMessageCode(code: string): code is ApiMessageCode {
  return Object.hasOwn(API_MESSAGE_PARAMS, code);
}

/** A typed code with its parameters: the only way the server names a refusal's code. */
export function apiMessage<C extends ApiMessageCode>(
  code: C,
  ...params: keyof ApiMessageParams<C> extends never ? [] : [ApiMessageParams<C>]
): { code: C; params: Record<string, string | number> } {
  return { code, params: { ...(params[0] ?? {}) } as Record<string, string | number> };
}

/**
 * A zod issue as a code of the catalogue: a refinement that names its code in `params.code`
 * keeps it; zod's own checks map by kind and limit. Undefined when nothing fits (the English
 * message is then all there is). `input` is what was parsed: zod's issue does not carry the
 * value, and a missing one is `required` rather than of the wrong type.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue, input?: unknown): ApiMessage | undefined {
  switch (issue.code) {
    case 'custom': {
      const code: unknown = issue.params?.code;
      if (typeof code !== 'string' || !isApiMessageCode(code)) return undefined;
      const { code: _, ...rest } = issue.params ?? {};
      return { code, params: rest as Record<string, string | number> };
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? { code: 'required' } : { code: 'tooShort', params: { minimum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'tooFewItems', params: { minimum } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { code: 'tooSmall', params: { minimum } };
      return undefined;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'tooLong', params: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'tooManyItems', params: { maximum } };
      if (issue.origin === 'number' || issue.origin === 'int')
        return { code: 'tooBig', params: { maximum } };
      return undefined;
    }
    case 'invalid_type':
      return { code: valueAt(input, issue.path) === undefined ? 'required' : 'invalidType' };
    case 'invalid_format':
      return { code: 'invalidFormat' };
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return { code: 'invalidChoice' };
    case 'not_multiple_of':
      return { code: 'notMultipleOf', params: { divisor: Number(issue.divisor) } };
    case 'unrecognized_keys':
      return { code: 'unknownField' };
    default:
      return undefined;
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/**
 * A code's text in a catalogue, its parameters formatted by kind: a `day` through `formatDay`
 * (the server keeps the ISO day; the dashboard formats it in the user's date format), the rest
 * by the ICU message. A parameter the code does not declare is ignored.
 */
export function formatApiMessage(
  catalogue: ApiMessageCatalogue,
  formatText: (message: string, values: Record<string, string | number>) => string,
  code: ApiMessageCode,
  params: Readonly<Record<string, string | number>> = {},
  formatDay: (day: string) => string = (day) => day,
): string {
  const kinds: Readonly<Record<string, ApiParamKind>> = API_MESSAGE_PARAMS[code];
  const values: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const value = params[name];
    if (value === undefined) continue;
    values[name] = kind === 'day' && typeof value === 'string' ? formatDay(value) : value;
  }
  return formatText(catalogue[code], values);
}
