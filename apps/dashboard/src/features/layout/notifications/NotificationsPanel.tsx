import {
  Badge,
  Box,
  Button,
  EmptyState,
  Inline,
  Link,
  Loader,
  Popover,
  Stack,
  Text,
} from '@staydesk/ui';
import type { RefObject } from 'react';
import { useId } from 'react';
import { format, useFormat, useMessages } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { type Notification, useNotifications } from './api';
import { markNotificationsRead } from './mark-read';
import { notificationsMessages } from './messages';

export interface NotificationsPanelProps {
  bellRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The bell's panel (its own chunk, loaded when the bell is first approached): a dialog anchored
 * to the bell listing the user's items, newest and most urgent first; each links to its record
 * (and closes the panel), unread ones carry a marker and a 'Mark read' button, and 'Mark all
 * read' clears the count. Escape or a click outside closes it and focus returns to the bell.
 */
export default function NotificationsPanel({
  bellRef,
  isOpen,
  onOpenChange,
}: NotificationsPanelProps) {
  const m = useMessages(notificationsMessages);
  const { data, error, isLoading, mutate } = useNotifications();
  const mark = (ids: readonly string[] | 'all') =>
    markNotificationsRead(ids).catch(() => toast.error(m.markFailed));
  return (
    <Popover
      triggerRef={bellRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      title={m.title}
    >
      <Stack space="small">
        {data ? (
          <Inline space="small" align="space-between" alignY="center">
            <Text size="small" tone="secondary" role="status">
              {format(m.unread, { count: data.unread })}
            </Text>
            <Button
              variant="ghost"
              size="small"
              isDisabled={data.unread === 0}
              onPress={() => void mark('all')}
            >
              {m.markAllRead}
            </Button>
          </Inline>
        ) : null}
        {data ? (
          data.items.length === 0 ? (
            <EmptyState title={m.emptyTitle} text={m.emptyText} headingLevel={3} />
          ) : (
            <NotificationList
              items={data.items}
              onNavigate={() => onOpenChange(false)}
              onMarkRead={(id) => void mark([id])}
            />
          )
        ) : error ? (
          <Stack space="xsmall" align="flex-start">
            <Text role="alert" tone="critical">
              {m.loadFailed}
            </Text>
            <Button variant="secondary" size="small" onPress={() => void mutate()}>
              {m.retry}
            </Button>
          </Stack>
        ) : isLoading ? (
          <Loader label={m.loading} />
        ) : null}
      </Stack>
    </Popover>
  );
}

function NotificationList({
  items,
  onNavigate,
  onMarkRead,
}: {
  items: readonly Notification[];
  onNavigate: () => void;
  onMarkRead: (id: string) => void;
}) {
  const m = useMessages(notificationsMessages);
  const listId = useId();
  return (
    <Box
      as="ul"
      id={listId}
      aria-label={m.listLabel}
      display="flex"
      flexDirection="column"
      gap="xsmall"
      padding="none"
      margin="none"
    >
      {items.map((item) => (
        <NotificationRow
          key={item.id}
          item={item}
          onNavigate={onNavigate}
          onMarkRead={onMarkRead}
        />
      ))}
    </Box>
  );
}

function NotificationRow({
  item,
  onNavigate,
  onMarkRead,
}: {
  item: Notification;
  onNavigate: () => void;
  onMarkRead: (id: string) => void;
}) {
  const m = useMessages(notificationsMessages);
  const f = useFormat();
  const title = m.kinds[item.kind] ?? item.title;
  return (
    <Box
      as="li"
      display="flex"
      alignItems="flex-start"
      justifyContent="space-between"
      gap="small"
      padding="small"
      borderRadius="standard"
      background={item.read ? 'surfaceRaised' : 'brandAccentSoft'}
      data-notification={item.kind}
      data-read={item.read ? 'true' : 'false'}
    >
      <Stack space="xxsmall">
        <Link href={item.href} weight="strong" onPress={onNavigate}>
          {title}
        </Link>
        {item.subject ? <Text size="small">{item.subject}</Text> : null}
        <Inline space="xsmall" alignY="center">
          {item.read ? null : (
            <Badge tone={item.tone === 'attention' ? 'critical' : 'brandAccent'} size="small">
              {m.unreadMarker}
            </Badge>
          )}
          <Text size="small" tone="secondary">
            {item.dueAt ? format(m.due, { when: f.date(item.dueAt) }) : f.relative(item.createdAt)}
          </Text>
        </Inline>
      </Stack>
      {item.read ? null : (
        <Button
          variant="ghost"
          size="small"
          aria-label={format(m.markReadOf, { title })}
          onPress={() => onMarkRead(item.id)}
        >
          {m.markRead}
        </Button>
      )}
    </Box>
  );
}
