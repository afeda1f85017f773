import { Loader, Modal, type ModalSize, Text } from '@staydesk/ui';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * A record dialog's frame while its record loads (`?task=<id>` opened from an address), or the
 * reason it cannot show it; the record's own MutationDialog takes over once it is read.
 */
export function LoadingDialog({
  title,
  failure,
  onClose,
  size,
}: {
  title: ReactNode;
  /** What to say when the record could not be read (gone, or not the user's to see). */
  failure: string | null;
  onClose: () => void;
  size?: ModalSize;
}) {
  const t = useT();
  return (
    <Modal
      isOpen
      size={size}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      closeLabel={t.common.close}
    >
      {failure === null ? (
        <Loader label={t.common.loading} />
      ) : (
        <Text tone="critical">{failure}</Text>
      )}
    </Modal>
  );
}
