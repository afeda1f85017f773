import type { RecordKind as MessageRecord, Permission } from '@staydesk/domain';
import { z } from 'zod/mini';
import type { Database, Orm, Transaction } from '../db/database.js';
import {
  createRecord,
  type RecordKind,
  type RecordRow,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
  type WriteContext,
} from '../db/records.js';
import type { AppDeps, AuthUser } from '../http/context.js';
import type { ListExport } from '../http/list-export.js';
import { needs, type Out, type RouteSpec, route } from '../http/route.js';
import { mutationSchema } from '../http/schemas.js';
import { notFound, success } from '../lib/errors.js';
import { recordActions, versionBody } from './record-actions.js';

/**
 * The standard life of a record module (read, create, versioned edit, soft delete, restore) as
 * one service and six routes, so a module writes only what is its own: its table, its view, its
 * list query and its references. Guests and agents are built on it.
 */

/** What a record module's service is made of. */
export interface RecordServiceSpec<Row extends RecordRow, Values, View, Create, Changes> {
  kind: RecordKind<Row, Values>;
  /** The record as the API shows it (joins included); undefined when there is no such row. */
  findView: (orm: Orm, id: string) => Promise<View | undefined>;
  /** Create input → the table's values. */
  toValues: (input: Create) => Values;
  /** Edit input (without its version) → the columns to change, seeing the locked row. */
  toChanges: (changes: Changes, before: Row) => Partial<Values>;
  /** Checks what a write points at inside its transaction (a 400 naming each bad field). */
  checkReferences?: (tx: Transaction, input: Partial<Create> | Changes) => Promise<void>;
  /**
   * Runs in the write's transaction after a create (before: null) or an edit, with the row as it
   * was and as it is now: rules on the whole record (a 400 rolls the write back) and the
   * module's own side tables (a history of changed prices).
   */
  afterWrite?: (tx: Transaction, write: RecordWrite<Row>) => Promise<void>;
}

/** One create or edit, as `afterWrite` sees it. */
export interface RecordWrite<Row> {
  before: Row | null;
  after: Row;
  context: WriteContext;
}

export interface RecordService<View, Create, Changes> {
  get(id: string): Promise<View>;
  create(input: Create, context: WriteContext): Promise<View>;
  update(id: string, input: Changes & { version: number }, context: WriteContext): Promise<View>;
  remove(id: string, version: number, context: WriteContext): Promise<View>;
  restore(id: string, version: number, context: WriteContext): Promise<View>;
}

export function recordService<Row extends RecordRow, Values, View, Create, Changes>(
  db: Database,
  spec: RecordServiceSpec<Row, Values, View, Create, Changes>,
): RecordService<View, Create, Changes> {
  const { kind } = spec;
  /** The view read in the same transaction as the write, so the answer shows what was saved. */
  const viewOf = async (tx: Transaction, row: Row): Promise<View> => {
    const view = await spec.findView(tx.orm, row.id);
    if (!view) throw notFound(kind.label);
    return view;
  };
  return {
    async get(id) {
      const view = await db.read((orm) => spec.findView(orm, id));
      if (!view) throw notFound(kind.label);
      return view;
    },
    create(input, context) {
      return db.transaction(async (tx) => {
        await spec.checkReferences?.(tx, input);
        const after = await createRecord(tx, kind, spec.toValues(input), context);
        await spec.afterWrite?.(tx, { before: null, after, context });
        return viewOf(tx, after);
      });
    },
    update(id, input, context) {
      const { version, ...changes } = input;
      // The rest of `Changes & { version }` without its version is `Changes` again; TypeScript
      // cannot see that through a generic Omit, so it is said once here.
      const edit = changes as Changes;
      return db.transaction(async (tx) => {
        await spec.checkReferences?.(tx, edit);
        let before: Row | null = null;
        const row = await updateRecord(
          tx,
          kind,
          { id, version },
          (locked) => {
            before = locked;
            return spec.toChanges(edit, locked);
          },
          context,
        );
        await spec.afterWrite?.(tx, { before, after: row, context });
        return viewOf(tx, row);
      });
    },
    remove(id, version, context) {
      return db.transaction(async (tx) =>
        viewOf(tx, await softDeleteRecord(tx, kind, { id, version }, context)),
      );
    },
    restore(id, version, context) {
      return db.transaction(async (tx) =>
        viewOf(tx, await restoreRecord(tx, kind, { id, version }, context)),
      );
    },
  };
}

/** The words a module's routes and answers use for its record. */
export interface RecordNouns {
  /** Lower case, for summaries: 'guest'. */
  one: string;
  /** Lower case plural: 'guests'. */
  many: string;
  /** The record the success messages name ('guest' → 'Guest created'), in the message catalogue. */
  record: MessageRecord;
}

export interface RecordRoutesSpec<
  View,
  Create,
  Changes,
  ListQuery extends z.ZodMiniType,
  List extends z.ZodMiniType,
> {
  /** '/api/v1/clients' */
  base: string;
  /** The path parameter of one record: 'clientId'. */
  idParam: string;
  permission: Permission;
  /**
   * The action permission a delete and its restore need besides (DELETE_LANDLORD); `permission`
   * when absent.
   */
  deletePermission?: Permission;
  /**
   * The action permission a create, change, delete and restore need besides (tax rates:
   * MANAGE_TAX_RATES_AND_ITEMS); reads keep `permission`.
   */
  writePermission?: Permission;
  /** The OpenAPI tag. */
  tag: string;
  nouns: RecordNouns;
  /** What the list's search, filters, tabs and sorts do, for the OpenAPI document. */
  listDescription: string;
  schemas: {
    listQuery: ListQuery;
    list: List;
    view: z.ZodMiniType<View>;
    create: z.ZodMiniType<Create>;
    update: z.ZodMiniType<Changes & { version: number }>;
  };
  /** One page; `caller` is who asks and the request's time (a "mine" or an "overdue" tab). */
  list: (orm: Orm, query: Out<ListQuery>, caller: ListCaller) => Promise<z.input<List>>;
  /** The list's CSV export (`<base>/export.csv`), with the list's query and permission. */
  export?: ListExport<ListQuery>;
  service: RecordService<View, Create, Changes>;
}

/** Who asks for a list, and when (by the server's clock). */
export interface ListCaller {
  user: AuthUser;
  now: Date;
}

/** The six routes of a record module: list, read, create, edit, delete and restore. */
export function recordRoutes<
  View,
  Create,
  Changes,
  ListQuery extends z.ZodMiniType,
  List extends z.ZodMiniType,
>(deps: AppDeps, spec: RecordRoutesSpec<View, Create, Changes, ListQuery, List>): RouteSpec[] {
  const { base, tag, nouns, schemas, service } = spec;
  const access = needs(spec.permission);
  const writePermission = spec.writePermission ?? spec.permission;
  const writeAccess = needs(writePermission);
  // Undoing a delete is as strong as the delete: who may not remove a record may not bring it back.
  const deletePermission = spec.deletePermission ?? writePermission;
  const one = `${base}/:${spec.idParam}`;
  const params = z.object({ [spec.idParam]: z.uuid('Not a valid id') });
  const idOf = (values: Record<string, string>): string => values[spec.idParam] ?? '';
  const context = (user: { id: string }): WriteContext => ({ actor: user, at: deps.clock.now() });
  const answer = mutationSchema(schemas.view);
  const actions = recordActions(deps, {
    base,
    idParam: spec.idParam,
    tag,
    view: schemas.view,
    permission: spec.permission,
  });

  return [
    route({
      method: 'get',
      path: base,
      tag,
      summary: `List ${nouns.many}, 29 a page, with the count of each tab`,
      description: spec.listDescription,
      access,
      query: schemas.listQuery,
      response: schemas.list,
      handler: ({ query, user }) =>
        deps.db.read((orm) => spec.list(orm, query, { user, now: deps.clock.now() })),
    }),
    // Before the record's own path, which would take `export.csv` for an id.
    ...(spec.export
      ? [spec.export(deps, { path: base, tag, access, query: schemas.listQuery })]
      : []),
    route({
      method: 'get',
      path: one,
      tag,
      summary: `One ${nouns.one} (a deleted one too, with deleted: true)`,
      access,
      params,
      response: z.object({ data: schemas.view }),
      handler: async ({ params }) => ({ data: await service.get(idOf(params)) }),
    }),
    route({
      method: 'post',
      path: base,
      tag,
      summary: `Create a ${nouns.one}`,
      access: writeAccess,
      body: { type: 'json', schema: schemas.create },
      response: answer,
      status: 201,
      handler: async ({ body, user }) => ({
        ...success('recordCreated', { record: nouns.record }),
        data: await service.create(body, context(user)),
      }),
    }),
    actions.versioned({
      method: 'patch',
      summary: `Change a ${nouns.one} (changed fields and the version read; 409 when stale)`,
      permission: writePermission,
      body: schemas.update,
      message: success('recordUpdated', { record: nouns.record }),
      run: ({ id, body, context }) => service.update(id, body, context),
    }),
    actions.remove({
      summary: `Move a ${nouns.one} to the deleted tab (\`?version=\`; 409 when stale)`,
      permission: deletePermission,
      message: success('recordDeleted', { record: nouns.record }),
      run: ({ id, body, context }) => service.remove(id, body.version, context),
    }),
    actions.versioned({
      action: 'restore',
      summary: `Bring a deleted ${nouns.one} back (\`{ version }\`; 409 when stale; as the delete's permission)`,
      permission: deletePermission,
      body: versionBody,
      message: success('recordRestored', { record: nouns.record }),
      run: ({ id, body, context }) => service.restore(id, body.version, context),
    }),
  ];
}
