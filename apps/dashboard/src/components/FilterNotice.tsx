import { Button, Inline, Tag } from '@staydesk/ui';

/**
 * A filter the list's toolbar has no control for (one a home card opened the list with): what it
 * keeps, in words, and a button that takes it off.
 */
export function FilterNotice({
  text,
  clearLabel,
  onClear,
}: {
  text: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <Inline space="xsmall" alignY="center">
      <Tag tone="info">{text}</Tag>
      <Button size="small" variant="ghost" aria-label={`${clearLabel}: ${text}`} onPress={onClear}>
        {clearLabel}
      </Button>
    </Inline>
  );
}
