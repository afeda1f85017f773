import { pagedSchema } from '@staydesk/domain';
import useSWR from 'swr';
import { z } from 'zod/mini';
import { api } from './api-client';
import { useDeferredData } from './deferred-data';
import { type ListQuery, listUrl } from './list';
import { useMutation } from './mutation';

/**
 * The keys of one REST resource (`/api/v1/clients`): each key is the address it fetches. `shows`
 * matches every list and single-record key of the resource, which a write makes stale.
 */
export function resourceKeys(base: string) {
  const isList = (key: unknown): key is string =>
    typeof key === 'string' && (key === base || key.startsWith(`${base}?`));
  const isRecord = (key: unknown): key is string =>
    typeof key === 'string' && key.startsWith(`${base}/`);
  return {
    base,
    list: (query: ListQuery) => listUrl(base, query),
    detail: (id: string) => `${base}/${encodeURIComponent(id)}`,
    isList,
    shows: (key: unknown): boolean => isList(key) || isRecord(key),
  };
}
export type ResourceKeys = ReturnType<typeof resourceKeys>;

/**
 * The paged shape of each item schema, built once: building it on every render cost the list's
 * renders a dozen zod schemas, and each answer was parsed by a fresh schema, whose parser zod
 * compiles on its first use.
 */
const pagedSchemas = new WeakMap<z.ZodMiniType, z.ZodMiniType>();
function pagedSchemaOf<S extends z.ZodMiniType>(item: S): ReturnType<typeof pagedSchema<S>> {
  let schema = pagedSchemas.get(item) as ReturnType<typeof pagedSchema<S>> | undefined;
  if (!schema) {
    schema = pagedSchema(item);
    pagedSchemas.set(item, schema);
  }
  return schema;
}

/** One page of a list with its tab counts: one request per view, parsed by the domain's paged shape. */
export function usePagedList<S extends z.ZodMiniType>(key: string | null, item: S) {
  const schema = pagedSchemaOf(item);
  return useDeferredData(useSWR(key, (url: string) => api.get(url, schema)));
}

/** One record: `GET <base>/<id>` answers `{ data }`. */
export function useRecord<T>(key: string | null, item: z.ZodMiniType<T>) {
  const schema = z.object({ data: item });
  return useSWR(key, async (url: string): Promise<T> => (await api.get(url, schema)).data);
}

/**
 * A write to a resource: toasts the server's message, then revalidates every list and record
 * of the resource (and whatever else `alsoShows` names).
 */
export function useResourceMutation<Input, Result>(
  keys: ResourceKeys,
  mutationFn: (input: Input) => Promise<Result>,
  alsoShows?: (key: unknown) => boolean,
) {
  return useMutation(mutationFn, {
    revalidate: (key: unknown) => keys.shows(key) || (alsoShows?.(key) ?? false),
  });
}
