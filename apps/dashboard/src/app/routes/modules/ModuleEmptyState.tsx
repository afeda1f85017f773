import { EmptyState } from '@staydesk/ui';
import { type Messages, useT } from '../../../i18n';

export type ModuleScreenId = keyof Messages['modules'];

/**
 * A module that later work fills: reachable, and saying what it will hold; never a fake list.
 */
export function ModuleEmptyState({ id }: { id: ModuleScreenId }) {
  const { title, text } = useT().modules[id];
  return <EmptyState title={title} text={text} />;
}
