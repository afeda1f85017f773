import type { LandlordView } from '@staydesk/domain';
import { Box, Inline, Link, Modal, Stack, Text } from '@staydesk/ui';
import { useFormat, useMessages, useT } from '../../../i18n';
import { landlordsMessages } from '../messages';

/**
 * The WhatsApp info modal: a chat link for each of the landlord's numbers marked WhatsApp, built
 * from the chat link url setting and the number (the view's `whatsappLinks`).
 */
export function WhatsappInfoModal({
  landlord,
  onClose,
}: {
  landlord: LandlordView;
  onClose: () => void;
}) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const t = useT();
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.whatsapp.title}
      closeLabel={t.common.close}
    >
      {landlord.whatsappLinks.length === 0 ? (
        <Text>{m.whatsapp.none}</Text>
      ) : (
        <Stack space="medium">
          <Text>{m.whatsapp.text}</Text>
          <Box as="ul">
            <Stack space="small">
              {landlord.whatsappLinks.map((link) => (
                <li key={link.url}>
                  <Inline space="xsmall" alignY="center">
                    <Link href={link.url} target="_blank" rel="noopener noreferrer" weight="strong">
                      {f.message(m.whatsapp.chat, { phone: link.phone })}
                    </Link>
                    <Text size="small" tone="secondary">
                      {m.whatsapp.newTab}
                    </Text>
                  </Inline>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
      )}
    </Modal>
  );
}
