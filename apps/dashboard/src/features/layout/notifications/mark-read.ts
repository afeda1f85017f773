import { mutationResponseSchema } from '@staydesk/domain';
import { mutate } from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';
import { type Notifications, notificationsKey } from './api';

const markedSchema = mutationResponseSchema(
  z.object({
    marked: z.number().check(z.int()),
    unread: z.number().check(z.int(), z.nonnegative()),
  }),
);

/**
 * POST /api/v1/notifications/read: marks the given items (or all) read, showing them read at
 * once and revalidating the bell afterwards (a failure rolls the optimistic marks back).
 */
export function markNotificationsRead(ids: readonly string[] | 'all'): Promise<unknown> {
  const isMarked = (id: string) => ids === 'all' || ids.includes(id);
  return mutate(
    notificationsKey,
    api.post(`${notificationsKey}/read`, ids === 'all' ? { all: true } : { ids }, markedSchema),
    {
      optimisticData: (current: Notifications | undefined) => {
        if (!current) return current as unknown as Notifications;
        const items = current.items.map((item) =>
          isMarked(item.id) ? { ...item, read: true } : item,
        );
        return { ...current, items, unread: items.filter((item) => !item.read).length };
      },
      populateCache: false,
      rollbackOnError: true,
      revalidate: true,
    },
  );
}
