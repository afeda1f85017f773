import type { LandlordView } from '@staydesk/domain';
import { LandlordCard, Modal, Stack } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { useMessages, useT } from '../../../i18n';
import { LandlordDetails, LandlordPublicProfile } from '../components/LandlordFacts';
import { landlordsMessages } from '../messages';

/**
 * The landlord info modal: the small landlord card (first email and first phone only, its link
 * opens the landlord page in a new tab), then the details and what the public profile shows.
 */
export function LandlordInfoModal({
  landlord,
  onClose,
}: {
  landlord: LandlordView;
  onClose: () => void;
}) {
  const m = useMessages(landlordsMessages);
  const t = useT();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.info.title}
      closeLabel={t.common.close}
      size="large"
    >
      <Stack space="large">
        <LandlordCard
          landlord={{
            name: landlord.name,
            company: landlord.company,
            emailAddresses: landlord.emailAddresses,
            phoneNumbers: landlord.phoneNumbers,
            trafficLightSystem: landlord.trafficLightSystem,
          }}
          trafficLightLabel={m.trafficLights[landlord.trafficLightSystem]}
          href={href('landlordDetail', { landlordId: landlord.id })}
          linkLabel={m.info.openPage}
          newTabLabel={m.info.newTab}
        />
        <LandlordDetails landlord={landlord} />
        <LandlordPublicProfile landlord={landlord} />
      </Stack>
    </Modal>
  );
}
