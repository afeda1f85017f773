import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import type { ButtonSize, ButtonVariant } from '../Button/buttonVariants';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { copyButton, message } from './CopyButton.css';

/** The spec's failure text (§8); not configurable so every screen says the same thing. */
export const copyFailedMessage = 'Failed to copy. Please try again.';

type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The text written to the clipboard. */
  text: string;
  /** The button's label (its accessible name, also when `isIconOnly`). */
  label?: string;
  /** Shown after a successful copy; the spec's default is 'Copied!'. */
  successMessage?: string;
  /** Show only the icon; `label` stays the accessible name. */
  isIconOnly?: boolean;
  /** How long the message stays, in milliseconds. */
  messageDuration?: number;
  variant?: ButtonVariant;
  size?: ButtonSize;
  isDisabled?: boolean;
  onCopy?: (text: string) => void;
  onCopyError?: (error: unknown) => void;
  className?: string;
}

/**
 * Copies `text` with the async Clipboard API and says how it went in a polite live region next to
 * the button: 'Copied!' (or `successMessage`) on success, 'Failed to copy. Please try again.' when
 * the browser refuses or has no clipboard (an insecure context).
 *
 * States and hooks: root `[data-component="CopyButton"]`, `[data-status="idle|copied|failed"]`;
 * parts `[data-part="button"]` (a `Button`, with its own states), `[data-part="message"]`.
 */
export function CopyButton({
  text,
  label = 'Copy',
  successMessage = 'Copied!',
  isIconOnly = false,
  messageDuration = 2000,
  variant = 'secondary',
  size = 'small',
  isDisabled,
  onCopy,
  onCopyError,
  className,
}: CopyButtonProps) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function show(next: CopyStatus) {
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), messageDuration);
  }

  async function copy() {
    try {
      // `navigator.clipboard` is undefined outside a secure context: that is a failure too.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(text);
      show('copied');
      onCopy?.(text);
    } catch (error) {
      show('failed');
      onCopyError?.(error);
    }
  }

  const messageText =
    status === 'copied' ? successMessage : status === 'failed' ? copyFailedMessage : '';

  return (
    <span className={cx(copyButton, className)} data-component="CopyButton" data-status={status}>
      <Button
        variant={variant}
        size={size}
        isDisabled={isDisabled}
        onPress={copy}
        aria-label={isIconOnly ? label : undefined}
        data-part="button"
      >
        <Icon name={status === 'copied' ? 'check' : 'copy'} size="small" />
        {isIconOnly ? null : label}
      </Button>
      <span role="status" className={message} data-part="message">
        {messageText}
      </span>
    </span>
  );
}
