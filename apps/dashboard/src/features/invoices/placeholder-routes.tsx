import { EmptyState } from '@staydesk/ui';
import { type Messages, useT } from '../../i18n';

/**
 * The invoices screens of spec §2 not built yet: each reachable, saying what it will hold (the
 * app's shared texts, en + fr), never a fake list. Each is registered in module.ts with
 * `unbuilt(…)`; a screen that gets built gets its own chunk instead.
 */
function Placeholder({ id }: { id: keyof Messages['modules'] }) {
  const { title, text } = useT().modules[id];
  return <EmptyState title={title} text={text} />;
}

export const InvoiceAuthPlaceholder = () => <Placeholder id="invoiceAuth" />;
export const InvoiceConfirmationPlaceholder = () => <Placeholder id="invoiceConfirmation" />;
