import type { InvoiceStatus, Priority, StayState, TrafficLight, WorkflowStatus } from '../statuses';

/**
 * The words of a list's CSV export: its column headings and the labels its values are shown with
 * (statuses as a person reads them). The server writes the file in the language the dashboard
 * asks for; each language is a module of its own (export-labels-en.ts, export-labels-fr.ts),
 * both typed by `ExportLabels`, so a heading added without its text in either fails the typecheck.
 */
export const EXPORT_LANGUAGES = ['en', 'fr'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** Every heading an export may have, shared by the lists that show the same thing. */
export const EXPORT_HEADERS = [
  'reference',
  'clientReference',
  'status',
  'statusCode',
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'agency',
  'contact',
  'contactEmail',
  'commissionPercent',
  'trafficLight',
  'properties',
  'bookings',
  'guests',
  'checkIn',
  'checkOut',
  'location',
  'priority',
  'assignee',
  'respondBy',
  'receivedAt',
  'updatedAt',
  'createdAt',
  'property',
  'stayState',
  'urgent',
  'sellingPricePerNight',
  'currency',
  'number',
  'billingCompany',
  'servicePeriodFrom',
  'servicePeriodTo',
  'issueDate',
  'dueDate',
  'purchaseOrder',
  'total',
  'balance',
  'invoice',
  'amount',
  'reason',
] as const;
export type ExportHeader = (typeof EXPORT_HEADERS)[number];

export interface ExportLabels {
  headers: Record<ExportHeader, string>;
  yes: string;
  no: string;
  workflowStatuses: Record<WorkflowStatus, string>;
  priorities: Record<Priority, string>;
  trafficLights: Record<TrafficLight, string>;
  stayStates: Record<StayState, string>;
  invoiceStatuses: Record<InvoiceStatus, string>;
}
