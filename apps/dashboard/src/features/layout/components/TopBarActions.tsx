import { TopBar } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { errorMessage, isHandled } from '../../../lib/api-error';
import { logOut, useCurrentUser } from '../../../lib/auth';
import { useCan } from '../../../lib/can';
import { navigateTo } from '../../../lib/navigation';
import { useRefreshAll } from '../../../lib/swr';
import { toast } from '../../../lib/toast';
import { useNotificationBell } from '../notifications/NotificationBell';

/**
 * The top bar (spec §2): the notification bell (its unread count and panel), the settings gear,
 * and the avatar menu greeting 'Hi, {first name}!' with the role badge, 'Help' (for the roles
 * that have it), 'Refresh Data' and 'Log Out'.
 */
export function TopBarActions() {
  const t = useT();
  const bell = useNotificationBell();
  const { userData } = useCurrentUser();
  const refreshAll = useRefreshAll();
  const can = useCan();
  const greeting = format(t.layout.greeting, { name: userData.firstName });

  const onLogOut = async () => {
    try {
      await logOut();
    } catch (error) {
      if (!isHandled(error)) toast.error(errorMessage(error) ?? t.errors.genericTitle);
    }
  };

  return (
    <TopBar
      user={{
        fullName: userData.fullName,
        firstName: userData.firstName,
        imageUrl: userData.imageUrl?.url ?? null,
      }}
      roleLabel={t.layout.roles[userData.role]}
      greeting={greeting}
      // The avatar button's name carries the greeting, so it reads as whose menu it is.
      accountMenuLabel={greeting}
      settingsHref={href('settings')}
      settingsLabel={t.layout.settings}
      {...bell}
      menuItems={[
        // Help is for the roles that have it (spec §6): the way to it a person looks for first.
        ...(can('HELP')
          ? [{ id: 'help', label: t.layout.help, onAction: () => navigateTo(href('help')) }]
          : []),
        {
          id: 'refresh-data',
          label: t.layout.refreshData,
          icon: 'refresh',
          onAction: () => void refreshAll(),
        },
        {
          id: 'log-out',
          label: t.layout.logOut,
          icon: 'logout',
          tone: 'critical',
          onAction: () => void onLogOut(),
        },
      ]}
    />
  );
}
