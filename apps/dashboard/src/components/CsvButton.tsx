import { Button } from '@staydesk/ui';
import { useState } from 'react';
import { errorMessage } from '../lib/api-error';
import { toast } from '../lib/toast';

/** Saves CSV text as a file the browser downloads. */
export function downloadCsv(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * A report table's CSV button: fetches the file when pressed (pending meanwhile), saves it, and
 * toasts the error's message when the server refuses.
 */
export function CsvButton({
  fetchCsv,
  fileName,
  children,
  ariaLabel,
  variant = 'secondary',
}: {
  fetchCsv: () => Promise<string>;
  fileName: string;
  children: string;
  ariaLabel: string;
  variant?: 'secondary' | 'ghost';
}) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      downloadCsv(await fetchCsv(), fileName);
    } catch (error) {
      const text = errorMessage(error);
      if (text) toast.error(text);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant={variant}
      size="small"
      isPending={pending}
      aria-label={ariaLabel}
      onPress={() => void run()}
    >
      {children}
    </Button>
  );
}
