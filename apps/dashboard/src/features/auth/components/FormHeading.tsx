import { Stack } from '@staydesk/ui';

/** A form page's title (the page's h1) and its one-line explanation. */
export function FormHeading({ title, text }: { title: string; text: string }) {
  return (
    <Stack space="small">
      <h1>{title}</h1>
      <p>{text}</p>
    </Stack>
  );
}
