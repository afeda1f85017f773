import { usePreloadWhenIdle } from '@staydesk/ui';
import { lazy, type RefObject, Suspense, useState } from 'react';
import { format, useMessages } from '../../../i18n';
import { useNotifications } from './api';
import { bellMessages } from './bell-messages';

// The panel and its popover are not needed for the first paint: their chunk loads once the page
// has settled (the first press or key, or idle after the first screen), not beside the first
// screen's own code and data, and at the latest when the bell is pressed.
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(loadPanel);

/**
 * The top bar's bell (spec §2): its unread count (in its accessible name too), refreshed every
 * minute and on focus, and the panel it opens. Answers the TopBar's notification props.
 */
export function useNotificationBell() {
  const m = useMessages(bellMessages);
  const { data } = useNotifications();
  const [open, setOpen] = useState<boolean | null>(null);
  usePreloadWhenIdle(loadPanel);
  const count = data?.unread ?? 0;
  return {
    notificationCount: count,
    notificationsLabel: format(m.bell, { count }),
    notificationsExpanded: open === true,
    onNotificationsPress: () => setOpen(open !== true),
    notificationsPanel: (bellRef: RefObject<HTMLButtonElement | null>) =>
      open === null ? null : (
        <Suspense fallback={null}>
          <NotificationsPanel bellRef={bellRef} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      ),
  };
}
