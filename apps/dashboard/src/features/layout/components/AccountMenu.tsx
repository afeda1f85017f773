import { Box, Button, Stack } from '@staydesk/ui';
import { useState } from 'react';
import { format, useT } from '../../../i18n';
import { errorMessage, isHandled } from '../../../lib/api-error';
import { logOut, useCurrentUser } from '../../../lib/auth';
import { useRefreshAll } from '../../../lib/swr';
import { toast } from '../../../lib/toast';

/**
 * The avatar dropdown (spec §2): 'Hi, {first name}!', the role badge, 'Refresh Data' and
 * 'Log Out'.
 */
export function AccountMenu() {
  const t = useT();
  const { userData } = useCurrentUser();
  const refreshAll = useRefreshAll();
  const [open, setOpen] = useState(false);
  const greeting = format(t.layout.greeting, { name: userData.firstName });

  const onLogOut = async () => {
    try {
      await logOut();
    } catch (error) {
      if (!isHandled(error)) toast.error(errorMessage(error) ?? t.errors.genericTitle);
    }
  };

  return (
    <Box>
      <Button
        variant="ghost"
        aria-label={greeting}
        aria-expanded={open}
        onPress={() => setOpen(!open)}
      >
        {userData.fullName}
      </Button>
      {open ? (
        <Stack space="xsmall" aria-label={t.layout.accountMenu}>
          <Box>{greeting}</Box>
          <Box data-role={userData.role}>{t.layout.roles[userData.role]}</Box>
          <Button
            variant="ghost"
            onPress={() => {
              setOpen(false);
              void refreshAll();
            }}
          >
            {t.layout.refreshData}
          </Button>
          <Button variant="ghost" onPress={() => void onLogOut()}>
            {t.layout.logOut}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
