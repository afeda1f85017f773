import { AMENITY_SUGGESTIONS, AMENITY_TABS } from '@staydesk/domain';
import type { AmenityGroup } from '@staydesk/ui';
import { useMessages } from '../../../i18n';
import { propertiesMessages } from '../messages';
import { labelOf } from './options';

/** The amenity tabs (general shown as Summary) with the domain's suggestions, in the user's language. */
export function useAmenityGroups(): AmenityGroup[] {
  const m = useMessages(propertiesMessages);
  return AMENITY_TABS.map((tab) => ({
    id: tab.value,
    label: m.options.amenityTab[tab.value],
    options: AMENITY_SUGGESTIONS[tab.value].map((name) => ({
      value: name,
      label: labelOf(m.options.amenity, name),
    })),
  }));
}
