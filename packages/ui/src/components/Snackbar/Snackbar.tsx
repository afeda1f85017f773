import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/iconPaths';
import { feedbackBar, message as messageClass, typeIcon } from './Snackbar.css';
import type { SnackbarType } from './snackbarVariants';

export interface SnackbarProps {
  type?: SnackbarType;
  children: ReactNode;
  /** Shows a dismiss button; the app clears its snackbar state here. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/** Each type's icon, shared with the toasts. */
export const feedbackIcons: Record<SnackbarType, IconName> = {
  info: 'info',
  success: 'check',
  error: 'alert',
};

/**
 * A dismissible message bar (spec §2): info, success or error. Errors are announced at once
 * (`role="alert"`); the others politely (`role="status"`). Placement is the app's choice.
 *
 * Hooks: `[data-component="Snackbar"]`, `[data-type]`, parts `[data-part="message"]`,
 * `[data-part="dismiss"]`.
 */
export function Snackbar({
  type = 'info',
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
}: SnackbarProps) {
  return (
    <div className={feedbackBar({ type })} data-component="Snackbar" data-type={type}>
      <span className={typeIcon({ type })}>
        <Icon name={feedbackIcons[type]} size="small" />
      </span>
      <div
        className={messageClass}
        role={type === 'error' ? 'alert' : 'status'}
        data-part="message"
      >
        {children}
      </div>
      {onDismiss ? (
        <Button
          variant="ghost"
          size="small"
          aria-label={dismissLabel}
          onPress={onDismiss}
          data-part="dismiss"
        >
          <Icon name="close" size="small" />
        </Button>
      ) : null}
    </div>
  );
}
