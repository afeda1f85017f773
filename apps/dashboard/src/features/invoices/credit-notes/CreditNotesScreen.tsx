import type { creditNoteListItemSchema } from '@staydesk/domain';
import { Button, Link, Stack, type TableColumn, Text } from '@staydesk/ui';
import { useMemo } from 'react';
import type { z } from 'zod/mini';
import { ListView } from '../../../components/ListView';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { useListState } from '../../../lib/list';
import { useCreditNoteList } from '../api/invoice-writes';
import { CREDIT_NOTE_SORT_VALUES, creditNotesListConfig } from '../api/keys';
import { moneyText } from '../components/money';
import { invoicesMessages } from '../messages';
import { openPdf } from '../record/pdf';

type CreditNoteItem = z.infer<typeof creditNoteListItemSchema>;

/**
 * invoices/credit-notes: every credit note (number with its PDF, the invoice it credits, the
 * billing company, date, amount, reason), searched by number, invoice, billing company or
 * purchase order; newest first, server paging.
 */
export function CreditNotesScreen() {
  const m = useMessages(invoicesMessages);
  const f = useFormat();
  const state = useListState(creditNotesListConfig);
  const list = useCreditNoteList({ ...state.query, tab: undefined });
  const c = m.creditNotes;
  // Memoised: the table's rows are, and a new columns array would redraw every row.
  const columns = useMemo(
    (): TableColumn<CreditNoteItem>[] => [
      {
        id: 'number',
        name: c.columns.number,
        isRowHeader: true,
        allowsSorting: true,
        noWrap: true,
        renderCell: (note) => <Text weight="strong">{note.number}</Text>,
      },
      {
        id: 'invoice',
        name: c.columns.invoice,
        noWrap: true,
        renderCell: (note) => (
          <Stack space="xxsmall">
            <Link href={href('invoiceDetail', { invoiceId: note.invoiceId })}>
              {note.invoiceNumber ?? m.draftNumber}
            </Link>
            <Text size="small" tone="secondary">
              {note.billingCompanyName}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'issueDate',
        role: 'date',
        name: c.columns.date,
        allowsSorting: true,
        noWrap: true,
        renderCell: (note) => f.day(note.issueDate),
      },
      {
        id: 'amount',
        role: 'money',
        name: c.columns.amount,
        align: 'end',
        noWrap: true,
        renderCell: (note) => moneyText(f, note.totals.gross),
      },
      {
        id: 'reason',
        name: c.columns.reason,
        renderCell: (note) => note.reason,
      },
      {
        id: 'pdf',
        name: c.columns.pdf,
        hideName: true,
        renderCell: (note) => (
          <Button
            variant="secondary"
            size="small"
            aria-label={f.message(c.pdfOf, { number: note.number })}
            onPress={() => void openPdf('creditNote', note.id, note.number)}
          >
            {c.pdf}
          </Button>
        ),
      },
    ],
    [c, f, m.draftNumber],
  );
  return (
    <ListView
      title={c.title}
      state={state}
      searchLabel={c.searchLabel}
      searchPlaceholder={c.searchPlaceholder}
      page={list.data}
      request={list}
      totalText={(count) => f.message(c.total, { count })}
      tableLabel={c.title}
      sorts={CREDIT_NOTE_SORT_VALUES}
      phoneColumns={['number', 'amount']}
      columns={columns}
      emptyTitle={c.emptyTitle}
      emptyText={c.emptyText}
    />
  );
}
