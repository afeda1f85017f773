import type { AgentView } from '@staydesk/domain';
import { Grid, InfoCard, Link } from '@staydesk/ui';
import { CreatorChip } from '../../../components/CreatorChip';
import { href } from '../../../config/paths';
import { useFormat, useMessages } from '../../../i18n';
import { agentsMessages } from '../messages';

/** The agent's details as label/value cards, two columns on wide screens. */
export function AgentDetails({ agent }: { agent: AgentView }) {
  const m = useMessages(agentsMessages);
  const f = useFormat();
  const none = m.detail.none;
  return (
    <Grid columns={2} space="medium">
      <InfoCard label={m.fields.name} value={agent.name} />
      <InfoCard label={m.fields.status} value={m.statuses[agent.status]} />
      <InfoCard
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
      <InfoCard label={m.fields.agencyName} emptyText={none} value={agent.agencyName || null} />
      <InfoCard label={m.fields.contactName} emptyText={none} value={agent.contact.name || null} />
      <InfoCard
        label={m.fields.contactEmail}
        emptyText={none}
        value={agent.contact.email || null}
      />
      <InfoCard
        label={m.fields.contactPhone}
        emptyText={none}
        value={agent.contact.phone || null}
      />
      <InfoCard
        label={m.fields.commissionPercent}
        value={f.percent(Number(agent.commissionPercent))}
      />
    </Grid>
  );
}

export function AgentRecordFacts({ agent }: { agent: AgentView }) {
  const m = useMessages(agentsMessages);
  const f = useFormat();
  return (
    <Grid columns={2} space="medium">
      <InfoCard label={m.detail.createdAt} value={f.dateTime(agent.createdAt)} />
      <InfoCard
        label={m.detail.createdBy}
        emptyText={m.detail.none}
        value={agent.createdBy ? <CreatorChip userId={agent.createdBy} /> : null}
      />
      <InfoCard
        label={m.columns.updatedAt}
        value={f.message(m.detail.updatedAt, { when: f.relative(agent.updatedAt) })}
      />
      <InfoCard label={m.detail.version} value={f.number(agent.version)} />
    </Grid>
  );
}
