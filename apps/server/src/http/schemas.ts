import { PAGE_SIZE, pageQuerySchema } from '@staydesk/domain';
import { z } from 'zod';

/** Shapes of the answers, for the OpenAPI document and the tests (envelopes from the domain). */
export {
  apiErrorSchema as errorSchema,
  messageResponseSchema as messageSchema,
  mutationResponseSchema as mutationSchema,
  refreshDataSchema,
  signInDataSchema,
} from '@staydesk/domain';

/** A page of a list: the items under their resource name, the total and the page count. */
export function pageSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({
    [key]: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    pageSize: z.literal(PAGE_SIZE),
  } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber;
    page: z.ZodNumber;
    pageCount: z.ZodNumber;
    pageSize: z.ZodLiteral<typeof PAGE_SIZE>;
  });
}

/** `?page=` from 1 (absent: the first page) and `?search=` (blank: none), as the domain defines them. */
export const pageParam = pageQuerySchema.shape.page;
export const searchParam = pageQuerySchema.shape.search;

export const idParams = z.object({ id: z.uuid('Not a valid id') });
