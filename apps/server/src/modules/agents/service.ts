import type { AgentCreate, AgentUpdate } from '@staydesk/domain';
import type { Database } from '../../db/database.js';
import { checkCompanyReferences } from '../../db/references.js';
import { recordService } from '../record-module.js';
import { agentChanges, agentKind, agentValues, findAgentView } from './repository.js';

/** Agents on the kit's record life; what is their own is the agency company they work for. */
export function agentService(db: Database) {
  return recordService(db, {
    kind: agentKind,
    findView: findAgentView,
    toValues: (input: AgentCreate) => agentValues(input),
    toChanges: (changes: Omit<AgentUpdate, 'version'>) => agentChanges(changes),
    checkReferences: (tx, input) =>
      checkCompanyReferences(tx, { agencyCompanyId: input.agencyCompanyId }),
  });
}
