import { RecordSection, Stack, Text } from '@staydesk/ui';
import { reportMessages } from '../../../components/report/messages';
import { useFormat, useMessages } from '../../../i18n';
import { reportingMessages } from '../messages';

/** How each figure is counted, in words; conversion in the same words as its tooltip. */
export function HowCounted() {
  const m = useMessages(reportingMessages);
  const shared = useMessages(reportMessages);
  const f = useFormat();
  return (
    <RecordSection title={m.help.title}>
      <Stack space="small">
        <Text tone="secondary">{m.help.enquiries}</Text>
        <Text tone="secondary">
          {f.message(m.help.rate, {
            rate: shared.rates.conversion,
            definition: shared.rates.conversionDefinition,
          })}
        </Text>
        <Text tone="secondary">{m.help.bookings}</Text>
        <Text tone="secondary">{m.help.occupancy}</Text>
        <Text tone="secondary">{m.help.invoices}</Text>
        <Text tone="secondary">{m.help.previous}</Text>
      </Stack>
    </RecordSection>
  );
}
