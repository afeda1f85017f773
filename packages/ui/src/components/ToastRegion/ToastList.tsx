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
import type { ToastRegionProps } from './ToastRegion';
import { region, toast as toastClass } from './ToastRegion.css';
import type { Toaster } from './toast';

/**
 * The toast region itself (a chunk of its own, see ToastRegion): RAC's toast region: bottom-centre, 95% wide up to 700px, stacked,
 * coloured by type, each closing itself after 5000 ms (paused while hovered or focused) or with
 * its dismiss button.
 *
 * Hooks: `[data-component="ToastRegion"]` (`[data-hovered]`, `[data-focus-visible]`); each toast
 * `[data-component="Toast"]` with `[data-type]`, `[data-focus-visible]`.
 */
export default function ToastList({
  toaster,
  'aria-label': ariaLabel = 'Notifications',
  dismissLabel = 'Dismiss',
}: ToastRegionProps & { toaster: Toaster }) {
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
