import {
  UNSTABLE_ToastRegion as AriaToastRegion,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { cx } from '../private/cx';
import { feedbackIcons } from '../Snackbar/Snackbar';
import { feedbackBar, message, typeIcon } from '../Snackbar/Snackbar.css';
import { region, toast as toastClass } from './ToastRegion.css';
import { toast as appToaster, type Toaster } from './toast';

export interface ToastRegionProps {
  /** Which queue to show; the app-wide `toast` by default. */
  toaster?: Toaster;
  /** The landmark's name. */
  'aria-label'?: string;
  dismissLabel?: string;
}

/**
 * Shows a toast queue (RAC's toast region): bottom-centre, 95% wide up to 700px, stacked,
 * coloured by type, each closing itself after 5000 ms (paused while hovered or focused) or with
 * its dismiss button.
 *
 * Hooks: `[data-component="ToastRegion"]` (`[data-hovered]`, `[data-focus-visible]`); each toast
 * `[data-component="Toast"]` with `[data-type]`, `[data-focus-visible]`.
 */
export function ToastRegion({
  toaster = appToaster,
  'aria-label': ariaLabel = 'Notifications',
  dismissLabel = 'Dismiss',
}: ToastRegionProps) {
  return (
    <AriaToastRegion
      queue={toaster.queue}
      className={region}
      aria-label={ariaLabel}
      data-component="ToastRegion"
    >
      {({ toast }) => (
        <Toast
          toast={toast}
          className={cx(toastClass, feedbackBar({ type: toast.content.type }))}
          data-component="Toast"
          data-type={toast.content.type}
        >
          <span className={typeIcon({ type: toast.content.type })}>
            <Icon name={feedbackIcons[toast.content.type]} size="small" />
          </span>
          <ToastContent className={message}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" variant="ghost" size="small" aria-label={dismissLabel}>
            <Icon name="close" size="small" />
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  );
}
