import { defineMessages } from '../../../i18n';

/**
 * The accounting connection (invoices/auth, invoices/confirmation): English here, French in
 * messages.fr.ts.
 */
const en = {
  title: 'Accounting authorisation',
  intro:
    'Issued invoices, credit notes and payments go to the accounting system as a double-entry journal.',
  exportNotGranted:
    'Running and downloading journal exports needs the finance permission to export journals. An administrator can grant it to your role.',
  connection: {
    title: 'Connection',
    provider: 'Accounting system',
    csvJournal: 'CSV journal (built in)',
    status: 'Status',
    noConnectionNeeded: 'No connection needed',
    noConnectionNeededText:
      'The journal is a CSV file you download and import into your accounting software.',
    connected: 'Connected',
    notConnected: 'Not connected',
    notConnectedText: 'Connect {provider} before exporting to it.',
    organisation: 'Ledger',
    connectedAt: 'Connected on',
    connectedBy: 'Connected by',
    connect: 'Connect {provider}',
    reconnect: 'Connect again',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect {provider}?',
    disconnectText:
      'Exports to {provider} stop until someone connects it again. Journals already exported stay there.',
    loadError: 'The connection could not be read.',
    retry: 'Try again',
  },
  exportForm: {
    title: 'Export a journal',
    description:
      'Invoices and credit notes by their issue date, payments by the day they were paid. Each document is exported once unless you ask again.',
    period: 'Period',
    presets: {
      lastMonth: 'Last month',
      thisMonth: 'This month',
      lastQuarter: 'Last quarter',
      thisQuarter: 'This quarter',
      lastYear: 'Last year',
      thisYear: 'This year',
      custom: 'Choose dates',
    },
    dates: 'From – to',
    periodText: '{from} – {to}',
    what: 'What to export',
    kinds: {
      invoices: 'Issued invoices',
      creditNotes: 'Credit notes',
      payments: 'Payments',
    },
    chooseOne: 'Choose at least one',
    chooseDates: 'Choose the first and last day',
    includeExported: 'Export again what was exported before',
    includeExportedHint: 'Otherwise documents already in an earlier export are left out.',
    submit: 'Export journal',
    submitTo: 'Export to {provider}',
    needsConnection: 'Connect {provider} first: the export needs an authorised connection.',
  },
  history: {
    title: 'Exports',
    empty: 'No exports yet',
    emptyText: 'Each export is listed here with its journal file to download.',
    columns: {
      date: 'Exported',
      period: 'Period',
      documents: 'Documents',
      total: 'Total',
      by: 'By',
      file: 'File',
    },
    counts: {
      invoices: '{count, plural, one {# invoice} other {# invoices}}',
      creditNotes: '{count, plural, one {# credit note} other {# credit notes}}',
      payments: '{count, plural, one {# payment} other {# payments}}',
    },
    lines: '{count, plural, one {# line} other {# lines}}',
    again: 'exported again',
    sentAs: 'Sent to {provider} as {reference}',
    download: 'Download',
    downloadOf: 'Download the journal of {period}',
    label: 'Exports made',
  },
  confirmation: {
    title: 'Accounting connection',
    checking: 'Confirming the connection…',
    successTitle: 'Connected',
    successText:
      '{provider} is connected. Issued invoices, credit notes and payments can now be exported to it.',
    organisationText: 'Ledger: {organisation}',
    failureTitle: 'The connection was not made',
    refused: 'The accounting system did not authorise the connection.',
    missing:
      'This page is where the accounting system sends you back after you authorise it. Nothing came back with this address: start the connection again.',
    back: 'Back to accounting',
  },
} as const;

export type AccountingMessagesEn = typeof en;

export const accountingMessages = defineMessages(en, () =>
  import('./messages.fr').then((m) => m.fr),
);
