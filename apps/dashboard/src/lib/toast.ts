/**
 * The app's toasts (spec §8/§9): the design system's queue, shown by its ToastRegion in
 * AppRoot. `toast.success/error/info(text)`, `toast.clear()`.
 */
export { toast } from '@staydesk/ui';
