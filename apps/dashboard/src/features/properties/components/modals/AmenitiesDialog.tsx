import type { Amenities, PropertyView } from '@staydesk/domain';
import { AmenityChecklist, type AmenityValue } from '@staydesk/ui';
import { useState } from 'react';
import { useMessages } from '../../../../i18n';
import { propertiesMessages } from '../../messages';
import { useAmenityGroups } from '../amenityGroups';
import { PropertyPatchDialog } from './PropertyPatchDialog';

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
  const groups = useAmenityGroups();
  const [value, setValue] = useState<AmenityValue>(property.amenities);
  return (
    <PropertyPatchDialog
      property={property}
      title={m.modals.amenitiesTitle}
      changes={() => ({ amenities: asAmenities(value) })}
      onClose={onClose}
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
    </PropertyPatchDialog>
  );
}
