import { Icon, Inline, Link } from '@staydesk/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { AccountMenu } from './AccountMenu';

/**
 * The top bar (spec §2): notifications (the home screen lists what needs attention today), the
 * settings gear and the avatar menu.
 */
export function TopBarActions() {
  const t = useT();
  return (
    <Inline space="small" align="flex-end">
      <Link href={paths.dashboard.root.href()} aria-label={t.layout.notifications}>
        <Icon name="bell" />
      </Link>
      <Link href={paths.dashboard.settings.href()} aria-label={t.layout.settings}>
        <Icon name="gear" />
      </Link>
      <AccountMenu />
    </Inline>
  );
}
