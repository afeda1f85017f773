import type { TaskSubject } from '@staydesk/domain';
import { Badge, Box, Grid, type GridProps, Heading, Inline, Link, Stack, Text } from '@staydesk/ui';
import { Fragment, type ReactNode } from 'react';
import { href } from '../config/paths';
import type { Formatters } from '../i18n';

// The work boards' kit (tasks, the tracker): columns of cards, and the bits a card shows — the
// record it concerns, linked, and when it is due.

/** A record a piece of work concerns (a task's kinds include every tracker entry's). */
export type WorkSubject = TaskSubject;

/** The page of the record a task or a tracker entry concerns. */
export function subjectHref(subject: WorkSubject): string {
  switch (subject.kind) {
    case 'booking':
      return href('bookingDetail', { bookingId: subject.id });
    case 'enquiry':
      return href('enquiryDetail', { enquiryId: subject.id });
    case 'property':
      return href('propertyDetail', { propertyId: subject.id });
    case 'landlord':
      return href('landlordDetail', { landlordId: subject.id });
    case 'invoice':
      return href('invoiceDetail', { invoiceId: subject.id });
    case 'client':
      return href('clientDetail', { clientId: subject.id });
    case 'company':
      return href('companyDetail', { companyId: subject.id });
    case 'agent':
      return href('agentDetail', { agentId: subject.id });
  }
}

/** The record, linked to its page: its kind and its name ('Booking BKG-20001'). */
export function SubjectLink({
  subject,
  label,
  kindName,
}: {
  subject: WorkSubject;
  /** The record's name, when the server gave one. */
  label: string | null;
  /** The kind in the user's language ('Booking'). */
  kindName: string;
}) {
  return <Link href={subjectHref(subject)}>{label ? `${kindName} ${label}` : kindName}</Link>;
}

/** When the work is due, with 'Overdue' beside it when it is. */
export function DueText({
  dueAt,
  overdue,
  f,
  noDueText,
  overdueText,
  size,
}: {
  dueAt: string | null;
  overdue: boolean;
  f: Formatters;
  noDueText: string;
  overdueText: string;
  size?: 'small';
}) {
  if (dueAt === null)
    return (
      <Text size={size} tone="secondary">
        {noDueText}
      </Text>
    );
  return (
    <Inline space="xsmall" alignY="center">
      <Text
        size={size}
        tone={overdue ? 'critical' : size ? 'secondary' : 'neutral'}
        weight={overdue ? 'medium' : 'regular'}
      >
        {f.dateTime(dueAt)}
      </Text>
      {overdue ? <Badge tone="critical">{overdueText}</Badge> : null}
    </Inline>
  );
}

export interface BoardColumn<T> {
  id: string;
  title: string;
  items: readonly T[];
}

/**
 * A board: one column per group, each headed by its title and count, its items as cards (the
 * caller's). A card moves by its own controls, reachable by keyboard; there is no drag to miss.
 */
export function Board<T extends { id: string }>({
  label,
  columns,
  layout,
  emptyText,
  f,
  renderCard,
}: {
  label: string;
  columns: readonly BoardColumn<T>[];
  /** Columns side by side at each breakpoint (phone, tablet, desktop). */
  layout: GridProps['columns'];
  emptyText: string;
  f: Formatters;
  renderCard: (item: T) => ReactNode;
}) {
  return (
    <Grid columns={layout} space="medium" aria-label={label}>
      {columns.map((column) => (
        <Box as="section" key={column.id} aria-label={column.title}>
          <Stack space="small">
            <Inline space="small" alignY="center">
              <Heading level={3}>{column.title}</Heading>
              <Text tone="secondary">{f.number(column.items.length)}</Text>
            </Inline>
            {column.items.length === 0 ? (
              <Text tone="secondary">{emptyText}</Text>
            ) : (
              <Stack space="small">
                {column.items.map((item) => (
                  <Fragment key={item.id}>{renderCard(item)}</Fragment>
                ))}
              </Stack>
            )}
          </Stack>
        </Box>
      ))}
    </Grid>
  );
}
