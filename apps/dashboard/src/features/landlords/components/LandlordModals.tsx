import type { LandlordView } from '@staydesk/domain';
import { lazy, Suspense } from 'react';

// Each modal is its own chunk, fetched when it is first opened (spec §2: modals load on demand).
const LandlordInfoModal = lazy(() =>
  import('../modals/LandlordInfoModal').then((m) => ({ default: m.LandlordInfoModal })),
);
const LandlordSyncModal = lazy(() =>
  import('../modals/LandlordSyncModal').then((m) => ({ default: m.LandlordSyncModal })),
);
const MessageTemplateModal = lazy(() =>
  import('../modals/MessageTemplateModal').then((m) => ({ default: m.MessageTemplateModal })),
);
const WhatsappInfoModal = lazy(() =>
  import('../modals/WhatsappInfoModal').then((m) => ({ default: m.WhatsappInfoModal })),
);

export type LandlordModal = 'info' | 'sync' | 'template' | 'whatsapp';

/** The open landlord modal, if any; each one's code loads the first time it opens. */
export function LandlordModals({
  open,
  landlord,
  onClose,
}: {
  open: LandlordModal | null;
  landlord: LandlordView;
  onClose: () => void;
}) {
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      {open === 'info' ? <LandlordInfoModal landlord={landlord} onClose={onClose} /> : null}
      {open === 'sync' ? <LandlordSyncModal landlord={landlord} onClose={onClose} /> : null}
      {open === 'template' ? <MessageTemplateModal landlord={landlord} onClose={onClose} /> : null}
      {open === 'whatsapp' ? <WhatsappInfoModal landlord={landlord} onClose={onClose} /> : null}
    </Suspense>
  );
}
