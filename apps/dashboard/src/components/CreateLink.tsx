import { Icon, Inline, Link } from '@staydesk/ui';

/**
 * A list page's 'Create …' action: a link (it opens a screen, and can open in a new tab) with a
 * plus icon in the strong weight, so it reads as the page's action. The design system has no
 * link styled as a button yet.
 */
export function CreateLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} weight="strong">
      <Inline space="xxsmall" alignY="center">
        <Icon name="plus" size="small" />
        <span>{label}</span>
      </Inline>
    </Link>
  );
}
