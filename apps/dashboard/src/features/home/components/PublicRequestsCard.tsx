import {
  enquiryViewSchema,
  mutationResponseSchema,
  type PropertyRequest,
  propertyRequestSchema,
} from '@staydesk/domain';
import { Box, Button, Inline, RecordSection, Stack, Text } from '@staydesk/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { href } from '../../../config/paths';
import { type Formatters, useFormat, useMessages } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { useCan } from '../../../lib/can';
import { useMutation } from '../../../lib/mutation';
import { requestsMessages } from './requests-messages';

const NEW_REQUESTS_KEY = '/api/v1/property-requests?status=new';
const SHOWN = 5;

// The list answers its rows under `propertyRequests` (the page fields beside them).
const requestsSchema = z.object({
  propertyRequests: z.array(propertyRequestSchema),
  total: z.number(),
});
const convertSchema = mutationResponseSchema(enquiryViewSchema);

function convert(request: { id: string; version: number }) {
  return api.post(
    `/api/v1/property-requests/${encodeURIComponent(request.id)}/convert`,
    { version: request.version },
    convertSchema,
  );
}

const detailText = (details: Record<string, unknown>, name: string): string => {
  const value = details[name];
  return typeof value === 'string' ? value : '';
};

function stayLine(request: PropertyRequest, m: typeof requestsMessages.en, f: Formatters): string {
  const location = detailText(request.details, 'location');
  const checkIn = detailText(request.details, 'checkIn');
  const checkOut = detailText(request.details, 'checkOut');
  const dates = checkIn
    ? checkOut
      ? f.message(m.range, { from: f.date(checkIn), to: f.date(checkOut) })
      : f.message(m.openEnded, { from: f.date(checkIn) })
    : '';
  return [location, dates].filter(Boolean).join(' · ');
}

/**
 * The new public property requests, for the roles that work on enquiries; `settled` once there
 * is nothing more to wait for (answered, failed, or not asked), so the home page can draw its
 * body in one piece instead of the card pushing what is under it down when it arrives.
 */
export function useNewRequests() {
  const allowed = useCan()('ENQUIRIES');
  const request = useSWR(allowed ? NEW_REQUESTS_KEY : null, (url: string) =>
    api.get(url, requestsSchema),
  );
  return {
    data: request.data,
    settled: !allowed || request.data !== undefined || request.error !== undefined,
  };
}

/**
 * New public property requests on the home page, each converted into an enquiry in one step
 * (its data kept); the new enquiry opens in its edit form, for staff to complete what a public
 * request cannot say (company, billing company, the place from the lookup).
 */
export function PublicRequestsCard() {
  const m = useMessages(requestsMessages);
  const f = useFormat();
  const navigate = useNavigate();
  const { data } = useNewRequests();
  const [busy, setBusy] = useState<string | null>(null);
  const run = useMutation(convert, {
    revalidate: (key) =>
      typeof key === 'string' &&
      (key.startsWith('/api/v1/property-requests') || key.startsWith('/api/v1/enquiries')),
  });
  if (!data || data.propertyRequests.length === 0) return null;
  return (
    <RecordSection
      title={m.title}
      description={`${m.description} ${f.message(m.count, { count: data.total })}`}
    >
      <Stack space="none" as="ul" aria-label={m.title}>
        {data.propertyRequests.slice(0, SHOWN).map((request) => (
          <Box as="li" key={request.id} paddingY="small" data-request={request.reference}>
            <Inline space="medium" align="space-between">
              <Stack space="xxsmall">
                <Text weight="medium">
                  {request.companyName
                    ? `${request.reference} · ${request.fullName} · ${request.companyName}`
                    : `${request.reference} · ${request.fullName}`}
                </Text>
                <Text size="small" tone="secondary">
                  {[
                    stayLine(request, m, f),
                    f.message(m.received, { when: f.relative(request.createdAt) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <Button
                size="small"
                variant="secondary"
                aria-label={f.message(m.convertFor, {
                  reference: request.reference,
                  name: request.fullName,
                })}
                isPending={busy === request.id}
                isDisabled={busy !== null}
                onPress={() => {
                  setBusy(request.id);
                  void run
                    .trigger({ id: request.id, version: request.version })
                    .then((result) =>
                      navigate(href('enquiryDetail', { enquiryId: result.data.id }, { edit: '1' })),
                    )
                    .catch(() => undefined)
                    .finally(() => setBusy(null));
                }}
              >
                {m.convert}
              </Button>
            </Inline>
          </Box>
        ))}
      </Stack>
    </RecordSection>
  );
}
