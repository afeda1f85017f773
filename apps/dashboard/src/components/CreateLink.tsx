import { ButtonLink, Icon } from '@staydesk/ui';

/**
 * A list page's 'Create …' action, the page's one primary action: a link (it opens a screen, and
 * can open in a new tab) dressed as the primary button, with a plus icon.
 */
export function CreateLink({ href, label }: { href: string; label: string }) {
  return (
    <ButtonLink href={href}>
      <Icon name="plus" size="small" />
      {label}
    </ButtonLink>
  );
}
