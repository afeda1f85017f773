import { Box } from '@staydesk/ui';
import { useT } from '../../i18n';

/**
 * Placeholder written by the dashboard shell: the route contract of this feature. The feature
 * replaces these bodies; the shell lazy-loads this file and renders the named exports below.
 */
function ComingSoon() {
  return (
    <Box as="section" padding="large">
      <h1>{useT().common.comingSoon}</h1>
    </Box>
  );
}

export function SettingsRoute() {
  return <ComingSoon />;
}
