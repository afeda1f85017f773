import { Box } from '@staydesk/ui';

/** The failure text above a form; renders nothing when there is none (spec §2). */
export function FormError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Box role="alert" data-form-error="">
      {text}
    </Box>
  );
}
