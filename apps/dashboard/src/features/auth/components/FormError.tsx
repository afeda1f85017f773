import { Snackbar } from '@staydesk/ui';

/** The failure text above a form; renders nothing when there is none (spec §2). */
export function FormError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return <Snackbar type="error">{text}</Snackbar>;
}
