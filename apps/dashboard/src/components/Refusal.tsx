import { Stack, Text } from '@staydesk/ui';

/**
 * The server's words for a refused write, kept in place (a clash naming the dates taken), so the
 * user can change what they typed and try again; `hint` says what to do next under them.
 * Nothing when there is no refusal. `part` names it for tests (`[data-part]`).
 */
export function Refusal({
  message,
  hint,
  part = 'refusal',
}: {
  message: string | null | undefined;
  hint?: string;
  part?: string;
}) {
  if (!message) return null;
  return (
    <div role="alert" data-part={part}>
      {hint ? (
        <Stack space="xxsmall">
          <Text tone="critical" weight="strong">
            {message}
          </Text>
          <Text tone="critical" size="small">
            {hint}
          </Text>
        </Stack>
      ) : (
        <Text tone="critical">{message}</Text>
      )}
    </div>
  );
}
