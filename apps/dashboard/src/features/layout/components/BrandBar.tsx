import { AppShellBrand, type BrandMeta, useBrand } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { format, useT } from '../../../i18n';
import { usePublicSettings } from '../../../lib/global-settings';

/**
 * A number as an admin typed it in the global settings ('+44 20 7946 0321', '+44 (0)20 …') in
 * the brand's shape: shown as typed, dialled in E.164. A number without its country code cannot
 * be dialled from abroad and its country cannot be guessed, so it is not used (the token's
 * number stays).
 */
export function settingsPhone(typed: string | undefined): BrandMeta['phone'] | undefined {
  const trimmed = typed?.trim() ?? '';
  if (!trimmed.startsWith('+')) return undefined;
  // The '(0)' of '+44 (0)20' is dialled only inside the country.
  const digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '');
  if (digits.length < 7) return undefined;
  return { display: trimmed, href: `tel:+${digits}` };
}

/**
 * The brand at the start of the one top bar (spec §1): logo and product name (a link home) and
 * the tappable phone number, taken from the global settings an admin edits, the brand token's
 * number when the settings have none.
 */
export function BrandBar() {
  const t = useT();
  const { name, phone: tokenPhone } = useBrand();
  const { data: settings } = usePublicSettings();
  const phone = settingsPhone(settings?.brands[name].phone);
  return (
    <AppShellBrand
      href={href('home')}
      {...(phone ? { phone } : {})}
      phoneLabel={format(t.layout.callUs, { phone: (phone ?? tokenPhone).display })}
    />
  );
}
