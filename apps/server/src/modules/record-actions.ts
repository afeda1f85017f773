import { type Permission, versionSchema } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { WriteContext } from '../db/records.js';
import type { AppDeps, AuthUser } from '../http/context.js';
import { needs, type RouteSpec, route } from '../http/route.js';
import { mutationSchema } from '../http/schemas.js';
import type { success } from '../lib/errors.js';

/**
 * Versioned writes on one record, declared once: an action (`POST /things/:thingId/issue`), the
 * record's own edit (`PATCH /things/:thingId`) or its soft delete (`DELETE …?version=`). The
 * route parses the id and a body that names the version read, checks the permission, calls the
 * service (whose `updateRecord` answers 409 on a stale version and writes the audit event in the
 * same transaction) and answers `{ message, code, params?, data }` with the record's view.
 * `recordRoutes` builds its edit, delete and restore on it; modules with actions of their own
 * (issue, void, extend, assign) declare them here too.
 */

/** The record the actions act on. */
export interface ActionRecord<View> {
  /** '/api/v1/invoices' */
  base: string;
  /** The path parameter of one record: 'invoiceId'. */
  idParam: string;
  /** The OpenAPI tag. */
  tag: string;
  /** What every action answers as `data`. */
  view: z.ZodMiniType<View>;
  /** What an action needs unless it names its own. */
  permission: Permission;
}

/** What an action's service call is given. */
export interface ActionCall<Body> {
  id: string;
  body: Body;
  user: AuthUser;
  /** The caller and the server's time, for the write's audit event. */
  context: WriteContext;
}

/** A success answer's message: `success(code, params)`. */
export type ActionMessage = ReturnType<typeof success>;

interface ActionCommon<View, Body> {
  summary: string;
  description?: string;
  /** The action permission (ISSUE_INVOICE); the record's permission when absent. */
  permission?: Permission;
  run: (call: ActionCall<Body>) => Promise<View>;
  /** The success message, fixed or read from what was saved and asked. */
  message: ActionMessage | ((data: View, body: Body) => ActionMessage);
}

/** An action whose JSON body carries the version read (and whatever else the action takes). */
export interface VersionedActionSpec<B extends z.ZodMiniType<{ version: number }>, View>
  extends ActionCommon<View, z.output<B>> {
  /** POST by default; PATCH or PUT for a write on the record itself. */
  method?: 'post' | 'patch' | 'put';
  /** The path after the record's ('issue' → …/:invoiceId/issue); absent: the record's own path. */
  action?: string;
  body: B;
  status?: 200 | 201;
}

export interface RecordActions<View> {
  /** A versioned write with a JSON body: POST …/:id/<action>, or PATCH/PUT on the record. */
  versioned<B extends z.ZodMiniType<{ version: number }>>(
    spec: VersionedActionSpec<B, View>,
  ): RouteSpec;
  /** The soft delete: DELETE on the record with `?version=`. */
  remove(spec: ActionCommon<View, { version: number }>): RouteSpec;
}

const versionQuery = z.object({ version: z.pipe(z.coerce.number(), versionSchema) });

/** The body of an action that takes nothing but the version read (restore, void). */
export const versionBody = z.object({ version: versionSchema });

export function recordActions<View>(
  deps: AppDeps,
  record: ActionRecord<View>,
): RecordActions<View> {
  const one = `${record.base}/:${record.idParam}`;
  const params = z.object({ [record.idParam]: z.uuid('Not a valid id') });
  const idOf = (values: Record<string, string>): string => values[record.idParam] ?? '';
  const response = mutationSchema(record.view);

  /** The route's fixed parts, then the service call and its answer. */
  const declare = <Body>(spec: ActionCommon<View, Body>) => ({
    tag: record.tag,
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    access: needs(spec.permission ?? record.permission),
    params,
    response,
    answer: async (values: Record<string, string>, body: Body, user: AuthUser) => {
      const data = await spec.run({
        id: idOf(values),
        body,
        user,
        context: { actor: user, at: deps.clock.now() },
      });
      const message = typeof spec.message === 'function' ? spec.message(data, body) : spec.message;
      return { ...message, data };
    },
  });

  return {
    versioned<B extends z.ZodMiniType<{ version: number }>>(spec: VersionedActionSpec<B, View>) {
      const { answer, ...parts } = declare(spec);
      return route({
        ...parts,
        method: spec.method ?? 'post',
        path: spec.action === undefined ? one : `${one}/${spec.action}`,
        body: { type: 'json', schema: spec.body },
        ...(spec.status === undefined ? {} : { status: spec.status }),
        // `Out<B>` is `z.output<B>` for any schema B; TypeScript cannot resolve the conditional
        // type while B is generic, hence the one assertion.
        handler: ({ params, body, user }) => answer(params, body as z.output<B>, user),
      });
    },
    remove(spec) {
      const { answer, ...parts } = declare(spec);
      return route({
        ...parts,
        method: 'delete',
        path: one,
        query: versionQuery,
        handler: ({ params, query, user }) => answer(params, query, user),
      });
    },
  };
}
