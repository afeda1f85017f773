import type { Permission } from '@staydesk/domain';
import { Box, Inline, Link, RecordSection } from '@staydesk/ui';
import { href } from '../../../config/paths';
import { useCan } from '../../../lib/can';
import { type HomeMessagesEn, useHomeTexts } from '../messages';

type LinkKey = keyof HomeMessagesEn['links'];

/** Shortcuts, each behind the permission its screen needs (the route guards ask the same). */
const QUICK_LINKS: readonly { key: LinkKey; href: string; permission: Permission }[] = [
  { key: 'createEnquiry', href: href('enquiryCreate'), permission: 'ENQUIRIES' },
  { key: 'enquiries', href: href('enquiriesList'), permission: 'ENQUIRIES' },
  { key: 'bookings', href: href('bookingsList'), permission: 'BOOKINGS' },
  { key: 'invoices', href: href('invoicesList'), permission: 'INVOICES' },
  { key: 'createCompany', href: href('companyCreate'), permission: 'COMPANIES' },
  { key: 'accounts', href: href('accounts'), permission: 'ACCOUNTS' },
  {
    key: 'administration',
    href: href('administration'),
    permission: 'ADMINISTRATION',
  },
  // The Settings menu entry uses the enquiries permission (spec §2).
  { key: 'settings', href: href('settings'), permission: 'ENQUIRIES' },
];

/** The shortcuts the role may open, as one card of links. */
export function QuickLinks() {
  const t = useHomeTexts();
  const can = useCan();
  return (
    <Box as="section" aria-label={t.home.quickLinks}>
      <RecordSection title={t.home.quickLinks} headingLevel={2}>
        <Inline as="ul" space="large">
          {QUICK_LINKS.filter((link) => can(link.permission)).map((link) => (
            <Box as="li" key={link.key}>
              <Link href={link.href}>{t.home.links[link.key]}</Link>
            </Box>
          ))}
        </Inline>
      </RecordSection>
    </Box>
  );
}
