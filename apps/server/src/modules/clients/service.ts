import type { ClientCreate, ClientUpdate, ClientView } from '@staydesk/domain';
import type { Database, Transaction } from '../../db/database.js';
import {
  createRecord,
  restoreRecord,
  softDeleteRecord,
  updateRecord,
  type WriteContext,
} from '../../db/records.js';
import { checkCompanyReferences } from '../../db/references.js';
import { notFound } from '../../lib/errors.js';
import { type ClientRow, clientKind, findClientView } from './repository.js';

/** The guest as the API shows it, read in the same transaction as the write. */
async function viewOf(tx: Transaction, row: ClientRow): Promise<ClientView> {
  const view = await findClientView(tx.orm, row.id);
  if (!view) throw notFound(clientKind.label);
  return view;
}

export function clientService(db: Database) {
  return {
    async get(id: string): Promise<ClientView> {
      const view = await db.read((orm) => findClientView(orm, id));
      if (!view) throw notFound(clientKind.label);
      return view;
    },

    create(input: ClientCreate, context: WriteContext): Promise<ClientView> {
      return db.transaction(async (tx) => {
        await checkCompanyReferences(tx, { companyId: input.companyId });
        return viewOf(tx, await createRecord(tx, clientKind, input, context));
      });
    },

    update(id: string, input: ClientUpdate, context: WriteContext): Promise<ClientView> {
      const { version, ...changes } = input;
      return db.transaction(async (tx) => {
        await checkCompanyReferences(tx, { companyId: changes.companyId });
        return viewOf(tx, await updateRecord(tx, clientKind, { id, version }, changes, context));
      });
    },

    remove(id: string, version: number, context: WriteContext): Promise<ClientView> {
      return db.transaction(async (tx) =>
        viewOf(tx, await softDeleteRecord(tx, clientKind, { id, version }, context)),
      );
    },

    restore(id: string, version: number, context: WriteContext): Promise<ClientView> {
      return db.transaction(async (tx) =>
        viewOf(tx, await restoreRecord(tx, clientKind, { id, version }, context)),
      );
    },
  };
}
