import { PROPERTY_LIMITS, type PropertyView } from '@staydesk/domain';
import { Heading, Stack, TextArea } from '@staydesk/ui';
import { useState } from 'react';
import { MutationDialog } from '../../../../components/MutationDialog';
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
  // A failure is toasted by the mutation; the dialog stays with the text typed.
  return (
    <MutationDialog
      size="large"
      title={m.modals.descriptionTitle}
      submitLabel={m.modals.save}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={t.common.loading}
      onClose={onClose}
      onSubmit={() =>
        update.trigger({
          id: property.id,
          changes: { description: text, version: property.version },
        })
      }
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
      </Stack>
    </MutationDialog>
  );
}
