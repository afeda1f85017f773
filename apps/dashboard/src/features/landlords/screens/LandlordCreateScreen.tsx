import { Box, PageHeader, Stack } from '@staydesk/ui';
import { useNavigate } from 'react-router';
import { href } from '../../../config/paths';
import { useMessages } from '../../../i18n';
import { blankLandlordForm } from '../api/landlord-values';
import { useCreateLandlord } from '../api/landlords';
import { LandlordForm } from '../components/LandlordForm';
import { landlordsMessages } from '../messages';

/** landlords/create: the blank record of spec §3; on success the new landlord's page opens. */
export function LandlordCreateScreen() {
  const m = useMessages(landlordsMessages);
  const navigate = useNavigate();
  const create = useCreateLandlord();
  return (
    <Box as="section">
      <Stack space="large">
        <PageHeader title={m.create.title} />
        <LandlordForm
          initial={blankLandlordForm()}
          submitLabel={m.create.submit}
          cancelLabel={m.create.cancel}
          isPending={create.isPending}
          onSubmit={async (values) => {
            const response = await create.trigger(values);
            void navigate(href('landlordDetail', { landlordId: response.data.id }));
          }}
          onCancel={() => void navigate(href('landlordsList'))}
        />
      </Stack>
    </Box>
  );
}
