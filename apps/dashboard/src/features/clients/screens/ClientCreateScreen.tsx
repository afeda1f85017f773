import { Box, PageHeader, Stack } from '@staydesk/ui';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { blankClient } from '../api/client-form';
import { useCreateClient } from '../api/clients';
import { ClientForm } from '../components/ClientForm';
import { clientsMessages } from '../messages';

/** clients/create: the guest form; on success the new guest's page opens. */
export function ClientCreateScreen() {
  const m = useMessages(clientsMessages);
  const navigate = useNavigate();
  const create = useCreateClient();
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.create.title} />
        <ClientForm
          initial={blankClient}
          companyName={null}
          submitLabel={m.create.submit}
          cancelLabel={m.create.cancel}
          isPending={create.isPending}
          onSubmit={async (values) => {
            const response = await create.trigger(values);
            void navigate(href('clientDetail', { clientId: response.data.id }));
          }}
          onCancel={() => void navigate(href('clientsList'))}
        />
      </Stack>
    </Box>
  );
}
