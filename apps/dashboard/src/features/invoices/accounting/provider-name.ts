import type { Widen } from '../../../i18n';
import type { AccountingMessagesEn } from './messages';

/** The provider as the user reads it: the built-in journal in their language, else its name. */
export const providerName = (
  m: Widen<AccountingMessagesEn>,
  provider: { id: string; name: string },
): string => (provider.id === 'csvJournal' ? m.connection.csvJournal : provider.name);
