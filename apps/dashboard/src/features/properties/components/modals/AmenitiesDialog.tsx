import type { Amenities, PropertyView } from '@staydesk/domain';
import { AmenityChecklist, type AmenityValue, Button, Inline, Modal, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { useMessages, useT } from '../../../../i18n';
import { useUpdateProperty } from '../../api/properties';
import { propertiesMessages } from '../../messages';
import { useAmenityGroups } from '../amenityGroups';

function asAmenities(value: AmenityValue): Amenities {
  return {
    general: [...(value.general ?? [])],
    kitchen: [...(value.kitchen ?? [])],
    laundry: [...(value.laundry ?? [])],
    outside: [...(value.outside ?? [])],
    safety: [...(value.safety ?? [])],
  };
}

/** The 'property amenities' modal (spec §2): amenities by tab, saved with the version read. */
export function AmenitiesDialog({
  property,
  onClose,
}: {
  property: PropertyView;
  onClose: () => void;
}) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const groups = useAmenityGroups();
  const update = useUpdateProperty();
  const [value, setValue] = useState<AmenityValue>(property.amenities);
  const save = async () => {
    try {
      await update.trigger({
        id: property.id,
        changes: { amenities: asAmenities(value), version: property.version },
      });
      onClose();
    } catch {
      // Toasted by the mutation; the modal keeps the choices.
    }
  };
  return (
    <Modal
      isOpen
      size="large"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={m.modals.amenitiesTitle}
      closeLabel={m.modals.close}
    >
      <Stack space="large">
        <AmenityChecklist
          label={m.fields.amenities}
          groups={groups}
          value={value}
          onChange={setValue}
          emptyText={m.fields.noAmenities}
          addLabel={m.fields.otherAmenity}
          addButtonText={m.fields.addAmenity}
        />
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
