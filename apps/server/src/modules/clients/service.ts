import type { ClientCreate, ClientUpdate } from '@staydesk/domain';
import type { Database } from '../../db/database.js';
import { checkCompanyReferences } from '../../db/references.js';
import { recordService } from '../record-module.js';
import { clientKind, findClientView } from './repository.js';

/** Guests on the kit's record life; what is their own is the company they belong to. */
export function clientService(db: Database) {
  return recordService(db, {
    kind: clientKind,
    findView: findClientView,
    toValues: (input: ClientCreate) => input,
    toChanges: (changes: Omit<ClientUpdate, 'version'>) => changes,
    checkReferences: (tx, input) => checkCompanyReferences(tx, { companyId: input.companyId }),
  });
}
