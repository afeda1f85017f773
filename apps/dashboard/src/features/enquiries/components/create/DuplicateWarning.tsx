import { Box, Link, Stack, Text } from '@staydesk/ui';
import { href } from '../../../../config/paths';
import { useFormat, useMessages } from '../../../../i18n';
import { useDuplicates } from '../../api/duplicates';
import { enquiriesMessages } from '../../messages';
import { stayText } from '../EnquiriesTable';

/** Open enquiries of the chosen company whose dates overlap: shown before creating another. */
export function DuplicateWarning({
  companyId,
  checkIn,
  checkOut,
  excludeId,
}: {
  companyId: string;
  checkIn: string;
  checkOut: string | null;
  excludeId?: string | undefined;
}) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const duplicates = useDuplicates({ companyId, checkIn, checkOut, excludeId }).data;
  if (!duplicates || duplicates.length === 0) return null;
  return (
    <Box role="status" padding="medium" borderRadius="standard" background="cautionSoft">
      <Stack space="small">
        <Text weight="strong">{m.create.duplicateTitle}</Text>
        <Text>{f.message(m.create.duplicateText, { count: duplicates.length })}</Text>
        <Stack space="xxsmall" as="ul">
          {duplicates.map((duplicate) => (
            <Box as="li" key={duplicate.id}>
              <Link
                href={href('enquiryDetail', { enquiryId: duplicate.id })}
                target="_blank"
                rel="noopener noreferrer"
              >
                {f.message(m.create.duplicateLine, {
                  reference: duplicate.reference,
                  status: m.statuses[duplicate.status],
                  dates: stayText(duplicate, m, f),
                })}
              </Link>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
