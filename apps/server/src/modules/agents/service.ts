import type { AgentCreate, AgentUpdate, AgentView } from '@staydesk/domain';
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
import {
  type AgentRow,
  agentChanges,
  agentKind,
  agentValues,
  findAgentView,
} from './repository.js';

/** The agent as the API shows it, read in the same transaction as the write. */
async function viewOf(tx: Transaction, row: AgentRow): Promise<AgentView> {
  const view = await findAgentView(tx.orm, row.id);
  if (!view) throw notFound(agentKind.label);
  return view;
}

export function agentService(db: Database) {
  return {
    async get(id: string): Promise<AgentView> {
      const view = await db.read((orm) => findAgentView(orm, id));
      if (!view) throw notFound(agentKind.label);
      return view;
    },

    create(input: AgentCreate, context: WriteContext): Promise<AgentView> {
      return db.transaction(async (tx) => {
        await checkCompanyReferences(tx, { agencyCompanyId: input.agencyCompanyId });
        return viewOf(tx, await createRecord(tx, agentKind, agentValues(input), context));
      });
    },

    update(id: string, input: AgentUpdate, context: WriteContext): Promise<AgentView> {
      const { version, ...changes } = input;
      return db.transaction(async (tx) => {
        await checkCompanyReferences(tx, { agencyCompanyId: changes.agencyCompanyId });
        return viewOf(
          tx,
          await updateRecord(tx, agentKind, { id, version }, agentChanges(changes), context),
        );
      });
    },

    remove(id: string, version: number, context: WriteContext): Promise<AgentView> {
      return db.transaction(async (tx) =>
        viewOf(tx, await softDeleteRecord(tx, agentKind, { id, version }, context)),
      );
    },

    restore(id: string, version: number, context: WriteContext): Promise<AgentView> {
      return db.transaction(async (tx) =>
        viewOf(tx, await restoreRecord(tx, agentKind, { id, version }, context)),
      );
    },
  };
}
