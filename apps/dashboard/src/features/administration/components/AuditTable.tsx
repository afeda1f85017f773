import type { AuditEvent } from '@staydesk/domain';
import { Table, type TableColumn } from '@staydesk/ui';
import { CreatorChip } from '../../../components/CreatorChip';
import { type Formatters, type Messages, useFormat, useT } from '../../../i18n';

function auditColumns(t: Messages, f: Formatters): TableColumn<AuditEvent>[] {
  const columns = t.administration.auditColumns;
  return [
    {
      id: 'when',
      name: columns.when,
      isRowHeader: true,
      renderCell: (event) => (
        <time dateTime={event.occurredAt} title={f.dateTime(event.occurredAt)}>
          {f.relative(event.occurredAt)}
        </time>
      ),
    },
    { id: 'who', name: columns.who, renderCell: (event) => <CreatorChip userId={event.actorId} /> },
    { id: 'action', name: columns.action, renderCell: (event) => event.action },
    {
      id: 'record',
      name: columns.record,
      renderCell: (event) => `${event.recordType} ${event.recordId.slice(0, 8)}`,
    },
    {
      id: 'fields',
      name: columns.fields,
      renderCell: (event) => Object.keys(event.changes).join(', '),
    },
  ];
}

/** Audit events: when, who (a creator chip), what was done to which record, which fields. */
export function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  const t = useT();
  const f = useFormat();
  return <Table aria-label={t.administration.audit} columns={auditColumns(t, f)} items={events} />;
}
