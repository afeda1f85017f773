import { Heading, Stack, Text } from '@staydesk/ui';

/** A form page's title (the page's h1) and its one-line explanation. */
export function FormHeading({ title, text }: { title: string; text: string }) {
  return (
    <Stack space="small">
      <Heading level={1}>{title}</Heading>
      <Text>{text}</Text>
    </Stack>
  );
}
