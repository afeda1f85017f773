// The credit notes list alone (its own chunk).
export { CreditNotesScreen as CreditNotesRoute } from './CreditNotesScreen';
