import type { AgentView } from '@staydesk/domain';
import { Badge, Box, Link, Loader, PageHeader, RecordSection, Stack, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RecordActions } from '../../../components/RecordActions';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useRecordCrumb } from '../../../lib/crumbs';
import { toast } from '../../../lib/toast';
import { agentFormValues, changedAgentFields } from '../api/agent-form';
import { useAgent, useDeleteAgent, useRestoreAgent, useUpdateAgent } from '../api/agents';
import { AgentDetails, AgentRecordFacts } from '../components/AgentFacts';
import { AgentForm } from '../components/AgentForm';
import { agentsMessages } from '../messages';

function AgentBody({ agent }: { agent: AgentView }) {
  const m = useMessages(agentsMessages);
  const f = useFormat();
  const update = useUpdateAgent();
  const remove = useDeleteAgent();
  const restore = useRestoreAgent();
  const [editing, setEditing] = useState(false);
  const status = agent.deleted ? m.detail.deletedStatus : m.statuses[agent.status];
  const tone = agent.deleted ? 'critical' : agent.status === 'active' ? 'positive' : 'neutral';

  return (
    <Stack space="large">
      <PageHeader
        title={agent.name}
        status={<Badge tone={tone}>{status}</Badge>}
        description={f.message(m.detail.updatedAt, { when: f.relative(agent.updatedAt) })}
        actions={
          editing ? undefined : (
            <RecordActions
              deleted={agent.deleted}
              texts={{
                ...m.detail,
                deleteText: f.message(m.detail.deleteText, { name: agent.name }),
              }}
              onEdit={() => setEditing(true)}
              onDelete={() => remove.trigger({ id: agent.id, version: agent.version })}
              onRestore={() => restore.trigger({ id: agent.id, version: agent.version })}
              isDeleting={remove.isPending}
              isRestoring={restore.isPending}
            />
          )
        }
      />
      {editing ? (
        <AgentForm
          key={agent.version}
          initial={agentFormValues(agent)}
          agencyCompanyName={agent.agencyCompanyName}
          submitLabel={m.detail.save}
          cancelLabel={m.detail.cancel}
          isPending={update.isPending}
          onSubmit={async (values) => {
            const changes = changedAgentFields(agent, values);
            if (Object.keys(changes).length === 1) {
              toast.info(m.detail.unchanged);
              return;
            }
            await update.trigger({ id: agent.id, changes });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack space="large">
          <RecordSection title={m.detail.details}>
            <AgentDetails agent={agent} />
          </RecordSection>
          <RecordSection title={m.detail.record}>
            <AgentRecordFacts agent={agent} />
          </RecordSection>
        </Stack>
      )}
    </Stack>
  );
}

/** agents/list/:agentId: the agent, edit with the version read, delete and restore. */
export function AgentDetailScreen() {
  const m = useMessages(agentsMessages);
  const t = useT();
  const { agentId = '' } = useParams();
  const { data, error } = useAgent(agentId);
  useRecordCrumb('agentId', data?.name);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('agentsList')}>{m.detail.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.detail.notFound}</Text> : null}
        {data ? <AgentBody agent={data} /> : null}
      </Stack>
    </Box>
  );
}
