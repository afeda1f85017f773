import type { AgentView } from '@staydesk/domain';
import { DescriptionList, DescriptionListItem, Link } from '@staydesk/ui';
import { CreatorChip } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { agentsMessages } from '../messages';

/** The agent's details as label/value pairs (labels secondary), two columns on wide screens. */
export function AgentDetails({ agent }: { agent: AgentView }) {
  const m = useMessages(agentsMessages);
  const f = useFormat();
  const none = m.detail.none;
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={m.fields.name} value={agent.name} />
      <DescriptionListItem label={m.fields.status} value={m.statuses[agent.status]} />
      <DescriptionListItem
        label={m.fields.agencyCompany}
        emptyText={none}
        value={
          agent.agencyCompanyId && agent.agencyCompanyName ? (
            <Link href={href('companyDetail', { companyId: agent.agencyCompanyId })}>
              {agent.agencyCompanyName}
            </Link>
          ) : null
        }
      />
      <DescriptionListItem
        label={m.fields.agencyName}
        emptyText={none}
        value={agent.agencyName || null}
      />
      <DescriptionListItem
        label={m.fields.contactName}
        emptyText={none}
        value={agent.contact.name || null}
      />
      <DescriptionListItem
        label={m.fields.contactEmail}
        emptyText={none}
        value={agent.contact.email || null}
      />
      <DescriptionListItem
        label={m.fields.contactPhone}
        emptyText={none}
        value={agent.contact.phone || null}
      />
      <DescriptionListItem
        label={m.fields.commissionPercent}
        value={f.percent(Number(agent.commissionPercent))}
      />
    </DescriptionList>
  );
}

export function AgentRecordFacts({ agent }: { agent: AgentView }) {
  const m = useMessages(agentsMessages);
  const f = useFormat();
  return (
    <DescriptionList columns={2}>
      <DescriptionListItem label={m.detail.createdAt} value={f.dateTime(agent.createdAt)} />
      <DescriptionListItem
        label={m.detail.createdBy}
        emptyText={m.detail.none}
        value={agent.createdBy ? <CreatorChip userId={agent.createdBy} /> : null}
      />
      <DescriptionListItem
        label={m.columns.updatedAt}
        value={`${f.dateTime(agent.updatedAt)} (${f.relative(agent.updatedAt)})`}
      />
    </DescriptionList>
  );
}
