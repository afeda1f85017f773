import { PAGE_SIZE, pageQuerySchema, tabCountsSchema } from '@staydesk/domain';
import { z } from 'zod/mini';

/** Shapes of the answers, for the OpenAPI document and the tests (envelopes from the domain). */
export {
  apiErrorSchema as errorSchema,
  messageResponseSchema as messageSchema,
  mutationResponseSchema as mutationSchema,
  refreshDataSchema,
  signInDataSchema,
} from '@staydesk/domain';

/**
 * A page of an older list: the items under their resource name, the total and the page count
 * (and the tab counts where the list is built on `listPage`). Lists of the module kit answer the
 * domain's `pagedSchema` shape instead, with `items`.
 */
export function pageSchema<K extends string, T extends z.ZodMiniType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    pageCount: z.number().check(z.int()),
    pageSize: z.literal(PAGE_SIZE),
    tabCounts: z.optional(tabCountsSchema),
  } as { [P in K]: z.ZodMiniArray<T> } & {
    total: z.ZodMiniNumber;
    page: z.ZodMiniNumber;
    pageCount: z.ZodMiniNumber;
    pageSize: z.ZodMiniLiteral<typeof PAGE_SIZE>;
    tabCounts: z.ZodMiniOptional<typeof tabCountsSchema>;
  });
}

/** `?page=` from 1 (absent: the first page) and `?search=` (blank: none), as the domain defines them. */
export const pageParam = pageQuerySchema.shape.page;
export const searchParam = pageQuerySchema.shape.search;

export const idParams = z.object({ id: z.uuid('Not a valid id') });
