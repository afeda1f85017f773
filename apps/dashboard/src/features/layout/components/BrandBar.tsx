import { BrandHeader, useBrand } from '@staydesk/ui';
import { format, useT } from '../../../i18n';

/** The co-brand header: logo, product name and the brand's tappable phone number (spec §1). */
export function BrandBar() {
  const t = useT();
  const { phone } = useBrand();
  return <BrandHeader phoneLabel={format(t.layout.callUs, { phone: phone.display })} />;
}
