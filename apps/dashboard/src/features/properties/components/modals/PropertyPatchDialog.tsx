import type { PropertyUpdate, PropertyView } from '@staydesk/domain';
import type { ReactNode } from 'react';
import { MutationDialog } from '../../../../components/MutationDialog';
import { useMessages, useT } from '../../../../i18n';
import { useConflictRefresh } from '../../../../lib/conflict-refresh';
import { propertyKeys, useUpdateProperty } from '../../api/properties';
import { propertiesMessages } from '../../messages';

/**
 * A dialog that saves one part of a property (its amenities, its description) with the version
 * read. A stale version is refused in place with the server's words and the property reloaded,
 * so what was typed stays and saving again writes over the version that won.
 */
export function PropertyPatchDialog({
  property,
  title,
  changes,
  onClose,
  children,
}: {
  property: PropertyView;
  title: string;
  /** The changed fields, read when saving. */
  changes: () => Omit<PropertyUpdate, 'version'>;
  onClose: () => void;
  children: ReactNode;
}) {
  const m = useMessages(propertiesMessages);
  const t = useT();
  const update = useUpdateProperty();
  const refresh = useConflictRefresh(propertyKeys.shows);
  return (
    <MutationDialog
      size="large"
      title={title}
      submitLabel={m.modals.save}
      cancelLabel={m.modals.cancel}
      closeLabel={m.modals.close}
      pendingLabel={t.common.loading}
      onClose={onClose}
      onSubmit={() =>
        update.trigger({ id: property.id, changes: { ...changes(), version: property.version } })
      }
      refresh={refresh}
    >
      {children}
    </MutationDialog>
  );
}
