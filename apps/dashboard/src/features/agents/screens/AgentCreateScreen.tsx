import { Box, PageHeader, Stack } from '@staydesk/ui';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { blankAgent } from '../api/agent-form';
import { useCreateAgent } from '../api/agents';
import { AgentForm } from '../components/AgentForm';
import { agentsMessages } from '../messages';

/** agents/create: the agent form; on success the new agent's page opens. */
export function AgentCreateScreen() {
  const m = useMessages(agentsMessages);
  const navigate = useNavigate();
  const create = useCreateAgent();
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.create.title} />
        <AgentForm
          initial={blankAgent}
          agencyCompanyName={null}
          submitLabel={m.create.submit}
          cancelLabel={m.create.cancel}
          isPending={create.isPending}
          onSubmit={async (values) => {
            const response = await create.trigger(values);
            void navigate(href('agentDetail', { agentId: response.data.id }));
          }}
          onCancel={() => void navigate(href('agentsList'))}
        />
      </Stack>
    </Box>
  );
}
