import type { Amenities, PropertyView } from '@staydesk/domain';
import { AmenityChecklist, type AmenityValue } from '@staydesk/ui';
import { useState } from 'react';
import { MutationDialog } from '../../../../components/MutationDialog';
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
  // A failure is toasted by the mutation; the dialog keeps the choices.
  return (
    <MutationDialog
      size="large"
      title={m.modals.amenitiesTitle}
      submitLabel={m.modals.save}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={t.common.loading}
      onClose={onClose}
      onSubmit={() =>
        update.trigger({
          id: property.id,
          changes: { amenities: asAmenities(value), version: property.version },
        })
      }
    >
      <AmenityChecklist
        label={m.fields.amenities}
        groups={groups}
        value={value}
        onChange={setValue}
        emptyText={m.fields.noAmenities}
        addLabel={m.fields.otherAmenity}
        addButtonText={m.fields.addAmenity}
      />
    </MutationDialog>
  );
}
