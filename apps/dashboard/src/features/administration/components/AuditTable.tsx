import { type AuditEvent, formatDate, timeAgo } from '@staydesk/domain';
import { CreatorChip } from '../../../components/CreatorChip';
import { useT } from '../../../i18n';

/** Audit events: when, who (a creator chip), what was done to which record, which fields. */
export function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  const t = useT();
  const columns = t.administration.auditColumns;
  return (
    <table data-component="AuditTable">
      <thead>
        <tr>
          <th scope="col">{columns.when}</th>
          <th scope="col">{columns.who}</th>
          <th scope="col">{columns.action}</th>
          <th scope="col">{columns.record}</th>
          <th scope="col">{columns.fields}</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.id} data-action={event.action}>
            <td>
              <time dateTime={event.occurredAt} title={formatDate(event.occurredAt)}>
                {timeAgo(event.occurredAt)}
              </time>
            </td>
            <td>
              <CreatorChip userId={event.actorId} />
            </td>
            <td>{event.action}</td>
            <td>
              {event.recordType} {event.recordId.slice(0, 8)}
            </td>
            <td>{Object.keys(event.changes).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
