import { PROPERTY_LIMITS, type PropertyView } from '@staydesk/domain';
import { Button, Heading, Inline, Modal, Stack, TextArea } from '@staydesk/ui';
import { useState } from 'react';
import { useMessages, useT } from '../../../../i18n';
import { useUpdateProperty } from '../../api/properties';
import { propertiesMessages } from '../../messages';
import { Description } from '../Description';

/**
 * The 'property description' modal (spec §2): plain text with a small markup (paragraphs, lists,
 * bold, italic, links), previewed as it will show; the server stores it sanitised.
 */
export function DescriptionDialog({
  property,
  onClose,
}: {
  property: PropertyView;
  onClose: () => void;
}) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const update = useUpdateProperty();
  const [text, setText] = useState(property.description);
  const save = async () => {
    try {
      await update.trigger({
        id: property.id,
        changes: { description: text, version: property.version },
      });
      onClose();
    } catch {
      // Toasted by the mutation; the text stays.
    }
  };
  return (
    <Modal
      isOpen
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.modals.descriptionTitle}
      closeLabel={m.modals.close}
    >
      <Stack space="large">
        <TextArea
          label={m.fields.description}
          description={m.fields.descriptionHint}
          value={text}
          onChange={setText}
          rows={10}
          maxLength={PROPERTY_LIMITS.description}
        />
        <Stack space="small">
          <Heading level={3}>{m.modals.preview}</Heading>
          <Description text={text} emptyText={m.detail.noDescription} />
        </Stack>
        <Inline space="small">
          <Button
            isPending={update.isPending}
            pendingLabel={t.common.loading}
            onPress={() => void save()}
          >
            {m.modals.save}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {m.modals.cancel}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
}
