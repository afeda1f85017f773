import { Button } from '@staydesk/ui';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { PageActions } from '../../../components/PageActions';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useCan, useExperiment } from '../../../lib/can';
import { useConflictRefresh } from '../../../lib/conflict-refresh';
import { landlordKeys } from '../api/landlords';
import { landlordsMessages } from '../messages';
import type { LandlordModal } from './LandlordModals';

/**
 * The landlord page's actions: Edit; the message template beside it; in More, the sync (with the
 * landlordSync experiment), WhatsApp info (with the whatsappLinks experiment) and Delete after a
 * confirmation, shown only with DELETE_LANDLORD (spec §6); Restore once deleted,
 * under the same permission (the server refuses a restore to whoever may not delete).
 */
export function LandlordActions({
  name,
  deleted,
  onOpen,
  onEdit,
  onDelete,
  onRestore,
  isRestoring,
}: {
  name: string;
  deleted: boolean;
  onOpen: (modal: LandlordModal) => void;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onRestore: () => Promise<unknown>;
  isRestoring: boolean;
}) {
  const m = useMessages(landlordsMessages);
  const f = useFormat();
  const t = useT();
  const can = useCan();
  const has = useExperiment();
  const [confirming, setConfirming] = useState(false);
  const refresh = useConflictRefresh(landlordKeys.shows);
  if (deleted) {
    if (!can('DELETE_LANDLORD')) return null;
    return (
      <Button
        isPending={isRestoring}
        pendingLabel={t.common.loading}
        onPress={() => void onRestore().catch(() => {})}
      >
        {m.detail.restore}
      </Button>
    );
  }
  return (
    <>
      <PageActions
        primary={<Button onPress={onEdit}>{m.detail.edit}</Button>}
        secondary={
          <Button variant="secondary" onPress={() => onOpen('template')}>
            {m.actions.template}
          </Button>
        }
        more={[
          has('landlordSync') && {
            id: 'sync',
            label: m.actions.sync,
            onAction: () => onOpen('sync'),
          },
          has('whatsappLinks') && {
            id: 'whatsapp',
            label: m.actions.whatsapp,
            onAction: () => onOpen('whatsapp'),
          },
          can('DELETE_LANDLORD') && {
            id: 'delete',
            label: m.detail.delete,
            critical: true,
            onAction: () => setConfirming(true),
          },
        ]}
      />
      {can('DELETE_LANDLORD') ? (
        <ConfirmAction
          isOpen={confirming}
          onClose={() => setConfirming(false)}
          title={m.detail.deleteTitle}
          message={f.message(m.detail.deleteText, { name })}
          confirmLabel={m.detail.delete}
          cancelLabel={m.detail.cancel}
          closeLabel={t.common.close}
          tone="critical"
          pendingLabel={t.common.loading}
          onConfirm={onDelete}
          refresh={refresh}
        />
      ) : null}
    </>
  );
}
