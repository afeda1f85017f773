import { PROPERTY_LIMITS, type PropertyView } from '@staydesk/domain';
import { Heading, Stack, TextArea } from '@staydesk/ui';
import { useState } from 'react';
import { useMessages } from '../../../../i18n';
import { propertiesMessages } from '../../messages';
import { Description } from '../Description';
import { PropertyPatchDialog } from './PropertyPatchDialog';

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
  const [text, setText] = useState(property.description);
  return (
    <PropertyPatchDialog
      property={property}
      title={m.modals.descriptionTitle}
      changes={() => ({ description: text })}
      onClose={onClose}
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
    </PropertyPatchDialog>
  );
}
