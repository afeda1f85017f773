import { DASHBOARD_HREF_PATTERN } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from '../../../lib/api-client';

/** GET /api/v1/notifications: the signed-in user's bell (the SWR key the panel shares). */
export const notificationsKey = '/api/v1/notifications';

const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  subject: z.optional(z.string()),
  href: z.string().check(z.regex(DASHBOARD_HREF_PATTERN)),
  tone: z.enum(['attention', 'info']),
  createdAt: z.string(),
  dueAt: z.nullish(z.string()),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

const notificationsSchema = z.object({
  data: z.object({
    generatedAt: z.string(),
    unread: z.number().check(z.int(), z.nonnegative()),
    items: z.array(notificationSchema),
  }),
});
export type Notifications = z.infer<typeof notificationsSchema>['data'];

/** The bell's items and unread count, refreshed every minute and when the window regains focus. */
export function useNotifications() {
  return useSWR(
    notificationsKey,
    async (key: string) => (await api.get(key, notificationsSchema)).data,
    {
      refreshInterval: 60_000,
      revalidateOnFocus: true,
      // Shorter than the refresh: under the app's 5-minute dedupe window (spec §9's cache time)
      // SWR's deduplicated refresh and focus revalidation reused the last answer and fetched nothing.
      dedupingInterval: 2_000,
      focusThrottleInterval: 5_000,
    },
  );
}
