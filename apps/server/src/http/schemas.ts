import { PAGE_SIZE, pageQuerySchema, tabCountsSchema } from '@staydesk/domain';
import { z } from 'zod';

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
export function pageSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    pageSize: z.literal(PAGE_SIZE),
    tabCounts: tabCountsSchema.optional(),
  } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
    page: z.ZodNumber;
    pageCount: z.ZodNumber;
    pageSize: z.ZodLiteral<typeof PAGE_SIZE>;
    tabCounts: z.ZodOptional<typeof tabCountsSchema>;
  });
}

/** `?page=` from 1 (absent: the first page) and `?search=` (blank: none), as the domain defines them. */
export const pageParam = pageQuerySchema.shape.page;
export const searchParam = pageQuerySchema.shape.search;

export const idParams = z.object({ id: z.uuid('Not a valid id') });
