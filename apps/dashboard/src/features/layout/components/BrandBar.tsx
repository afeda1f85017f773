import { Box, Inline, Link, useBrand } from '@staydesk/ui';
import { format, useT } from '../../../i18n';

/** The co-brand header: logo and the brand's tappable phone number (spec §1). */
export function BrandBar() {
  const t = useT();
  const { Logo, phone, productName } = useBrand();
  return (
    <Box as="header" padding="small">
      <Inline space="medium" align="space-between">
        <Box aria-label={productName}>
          <Logo />
        </Box>
        <Link href={phone.href} aria-label={format(t.layout.callUs, { phone: phone.display })}>
          {phone.display}
        </Link>
      </Inline>
    </Box>
  );
}
