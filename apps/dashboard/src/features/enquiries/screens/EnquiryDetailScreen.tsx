import type { EnquiryView, WorkflowStatus } from '@staydesk/domain';
import {
  Badge,
  Box,
  Button,
  Grid,
  Icon,
  Inline,
  Link,
  Loader,
  Menu,
  MenuItem,
  MenuTrigger,
  PageHeader,
  Stack,
  Text,
} from '@staydesk/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CreatorChip } from '../../../components/CreatorChip';
import { PageActions } from '../../../components/PageActions';
import { href } from '../../../config/paths';
import { useFormat, useMessages, useT } from '../../../i18n';
import { useCan } from '../../../lib/can';
import { useRecordCrumb } from '../../../lib/crumbs';
import { useEnquiry, useRestoreEnquiry } from '../api/enquiries';
import {
  ActivitySection,
  ClientSection,
  NotesSection,
  RequirementsSection,
  StaySection,
} from '../components/EnquirySections';
import { EnquiryStatusChip } from '../components/EnquiryStatus';
import { enquiriesMessages } from '../messages';
import type { EnquiryModal } from '../modals/EnquiryModals';
import { useConflictRefresh } from '../modals/useConflictRefresh';
import { useOffersMessages } from '../offers/texts';

// The chosen properties (their table, pickers and dialogs) load beside the record's own sections.
const EnquiryOffersSection = lazy(() =>
  import('../offers/EnquiryOffersSection').then((m) => ({ default: m.EnquiryOffersSection })),
);
// The modals load when opened (spec §2: modals load on demand).
const EnquiryModals = lazy(() =>
  import('../modals/EnquiryModals').then((m) => ({ default: m.EnquiryModals })),
);

/**
 * The header's actions: move to one of the statuses the server allows this caller (the view's
 * nextStatuses, nothing else) as the primary one; edit and assign; the rest under More.
 */
function EnquiryActions({
  enquiry,
  onOpen,
}: {
  enquiry: EnquiryView;
  onOpen: (open: EnquiryModal) => void;
}) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  const can = useCan();
  const restore = useRestoreEnquiry();
  const refresh = useConflictRefresh();
  if (enquiry.deleted) {
    return (
      <PageActions
        primary={
          can('DELETE_ENQUIRY') ? (
            <Button
              isPending={restore.isPending}
              onPress={() =>
                void restore
                  .trigger({ id: enquiry.id, version: enquiry.version })
                  .catch((error: unknown) => refresh(error))
              }
            >
              {m.detail.actions.restore}
            </Button>
          ) : null
        }
        more={[
          can('DELETE_ENQUIRY_PERMANENTLY') && {
            id: 'deletePermanently',
            label: m.detail.actions.deletePermanently,
            critical: true,
            onAction: () => onOpen({ kind: 'deletePermanently' }),
          },
        ]}
      />
    );
  }
  return (
    <PageActions
      secondary={
        <>
          <Button variant="secondary" onPress={() => onOpen({ kind: 'edit' })}>
            {m.detail.actions.edit}
          </Button>
          {can('ASSIGN_ENQUIRY') ? (
            <Button variant="secondary" onPress={() => onOpen({ kind: 'assign' })}>
              {m.detail.actions.assign}
            </Button>
          ) : null}
        </>
      }
      primary={
        enquiry.nextStatuses.length > 0 ? (
          <MenuTrigger>
            <Button>{m.detail.actions.changeStatus}</Button>
            <Menu
              aria-label={m.detail.actions.changeStatus}
              onAction={(key) => {
                const status = enquiry.nextStatuses.find((candidate) => candidate === key);
                if (status) onOpen({ kind: 'status', status });
              }}
            >
              {enquiry.nextStatuses.map((status: WorkflowStatus) => (
                <MenuItem key={status} id={status}>
                  {f.message(m.detail.actions.moveTo, { status: m.statuses[status] })}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        ) : null
      }
      more={[
        can('ASSIGN_ENQUIRY') &&
          enquiry.canReset && {
            id: 'reset',
            label: m.detail.actions.reset,
            onAction: () => onOpen({ kind: 'reset' }),
          },
        can('DELETE_ENQUIRY') && {
          id: 'delete',
          label: m.detail.actions.delete,
          critical: true,
          onAction: () => onOpen({ kind: 'delete' }),
        },
      ]}
    />
  );
}

/**
 * Who has it and who took it: the assignee, and the creator chip (→ account page, spec §2); once
 * booked, the way to its booking.
 */
function People({ enquiry }: { enquiry: EnquiryView }) {
  const m = useMessages(enquiriesMessages);
  const f = useFormat();
  return (
    <Inline space="large">
      {enquiry.bookingId ? (
        <Link href={href('bookingDetail', { bookingId: enquiry.bookingId })} weight="strong">
          {m.detail.booking}
        </Link>
      ) : null}
      <Inline space="xsmall">
        <Text size="small" tone="secondary">
          {m.fields.assignee}
        </Text>
        {enquiry.assignee ? (
          <Text weight="medium">{enquiry.assignee.fullName}</Text>
        ) : (
          <Text tone="secondary">{m.unassigned}</Text>
        )}
      </Inline>
      <Inline space="xsmall">
        <Text size="small" tone="secondary">
          {m.fields.createdBy}
        </Text>
        <CreatorChip userId={enquiry.createdBy?.id ?? null} />
      </Inline>
      <Text size="small" tone="secondary">
        {f.message(m.detail.updatedAt, {
          received: f.dateTime(enquiry.receivedAt),
          when: f.relative(enquiry.updatedAt),
        })}
      </Text>
    </Inline>
  );
}

function EnquiryBody({ enquiry }: { enquiry: EnquiryView }) {
  const m = useMessages(enquiriesMessages);
  const offersText = useOffersMessages();
  const [search, setSearch] = useSearchParams();
  // `?edit=1` (a public request just converted) opens the edit form so staff complete it.
  const [open, setOpen] = useState<EnquiryModal | null>(
    search.get('edit') === '1' && !enquiry.deleted ? { kind: 'edit' } : null,
  );
  useEffect(() => {
    if (search.has('edit')) {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('edit');
          return next;
        },
        { replace: true },
      );
    }
  }, [search, setSearch]);
  const live = !enquiry.deleted;
  return (
    <Stack space="large">
      <PageHeader
        title={enquiry.reference}
        status={
          <Inline space="xsmall">
            <EnquiryStatusChip status={enquiry.status} />
            {enquiry.deleted ? <Badge tone="critical">{m.detail.deletedBadge}</Badge> : null}
          </Inline>
        }
        description={<People enquiry={enquiry} />}
        actions={<EnquiryActions enquiry={enquiry} onOpen={setOpen} />}
      />
      <Grid columns={[1, 1, 2]} space="large">
        <ClientSection enquiry={enquiry} />
        <StaySection enquiry={enquiry} />
        <RequirementsSection enquiry={enquiry} />
        <NotesSection
          enquiry={enquiry}
          {...(live ? { onEdit: () => setOpen({ kind: 'note' }) } : {})}
        />
      </Grid>
      <Suspense fallback={<Loader label={offersText.section.loading} />}>
        <EnquiryOffersSection enquiry={enquiry} />
      </Suspense>
      <ActivitySection enquiry={enquiry} />
      {open ? (
        <Suspense fallback={null}>
          <EnquiryModals enquiry={enquiry} open={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** enquiries/list/:enquiryId: the enquiry's record page with its sections and modals. */
export function EnquiryDetailScreen() {
  const m = useMessages(enquiriesMessages);
  const t = useT();
  const { enquiryId = '' } = useParams();
  const { data, error } = useEnquiry(enquiryId);
  useRecordCrumb('enquiryId', data?.reference);
  return (
    <Box as="section">
      <Stack space="large">
        <Box>
          <Link href={href('enquiriesList')}>{m.detail.back}</Link>
        </Box>
        {!data && !error ? <Loader label={t.common.loading} /> : null}
        {error && !data ? <Text>{m.detail.notFound}</Text> : null}
        {data ? <EnquiryBody enquiry={data} /> : null}
      </Stack>
    </Box>
  );
}
