import { PAGE_SIZE, userSchema } from '@staydesk/domain';
import { z } from 'zod';

/** Shapes of the answers, for the OpenAPI document and the tests. */
export const messageSchema = z.object({ message: z.string() });

export const errorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  jwtExpired: z.literal(true).optional(),
  permissionDenied: z.literal(true).optional(),
  redirectTo: z.string().optional(),
  timeout: z.literal(true).optional(),
  retryAfterSeconds: z.number().optional(),
});

/** `{ message, data }`: the answer to every successful mutation. */
export function mutationSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

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

/** `?page=` from 1; absent means the first page. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);
export const searchParam = z.string().trim().max(200).optional();

export const idParams = z.object({ id: z.uuid('Not a valid id') });

export const tokensSchema = z.object({ token: z.string(), refreshToken: z.string() });
export const signInDataSchema = tokensSchema.extend({ userId: z.string(), user: userSchema });
