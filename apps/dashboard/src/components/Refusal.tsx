import { Text } from '@staydesk/ui';

/**
 * The server's words for a refused write, kept in place (a clash naming the dates taken), so the
 * user can change what they typed and try again. Nothing when there is no refusal.
 */
export function Refusal({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" data-part="refusal">
      <Text tone="critical">{message}</Text>
    </div>
  );
}
