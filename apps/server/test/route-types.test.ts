import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod/mini';
import { needs, route } from '../src/http/route.js';

describe('route()', () => {
  it('keeps the types of each part for the handler, and erases them soundly', () => {
    const spec = route({
      method: 'patch',
      path: '/probe/:probeId',
      tag: 'Probe',
      summary: 'Type probe',
      access: needs('CLIENTS'),
      params: z.object({ probeId: z.uuid() }),
      query: z.object({ page: z.coerce.number() }),
      body: { type: 'json', schema: z.object({ name: z.string(), version: z.number() }) },
      handler: async ({ params, query, body }) => {
        expectTypeOf(params).toEqualTypeOf<{ probeId: string }>();
        expectTypeOf(query).toEqualTypeOf<{ page: number }>();
        expectTypeOf(body).toEqualTypeOf<{ name: string; version: number }>();
        // @ts-expect-error: the handler sees only the declared fields.
        return params.clientId;
      },
    });
    const bare = route({
      method: 'get',
      path: '/probe',
      tag: 'Probe',
      summary: 'No inputs',
      access: needs('CLIENTS'),
      handler: async ({ params, query, body }) => {
        expectTypeOf(params).toEqualTypeOf<undefined>();
        expectTypeOf(query).toEqualTypeOf<undefined>();
        expectTypeOf(body).toEqualTypeOf<undefined>();
        return {};
      },
    });
    // The erased spec keeps the schemas (mounting, OpenAPI and the permission test read them).
    expect(spec.params).toBeDefined();
    expect(spec.body?.type).toBe('json');
    expect(bare.body).toBeUndefined();
    expect('handler' in spec).toBe(false);
  });
});
