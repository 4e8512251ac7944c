import { notifications } from '@mantine/notifications';
import { message } from '../../src/generated/catalog';
import { ToastIcon, type ToastKind } from './ToastIcon';
import { toastDuration } from './toastDuration';

/** A toast: a title, a description and the image of its kind ([toast-shape]). */
export interface Toast {
  kind: ToastKind;
  title: string;
  description?: string;
  /** How long it stays, 2-10 seconds; 5 seconds when not given. */
  autoCloseMs?: number;
}

const colour: Record<ToastKind, string> = { error: 'red', success: 'teal', info: 'blue' };

/**
 * Shows a toast through Mantine's notifications; it closes by itself after its duration and at
 * once when clicked ([toast-shape]). Needs `<ToastHost />` mounted once in the app.
 *
 * @example
 * showToast({ kind: 'error', title: 'Error', description: 'NPI number not found' });
 */
export function showToast(toast: Toast): string {
  const id = `toast-${crypto.randomUUID()}`;
  return notifications.show({
    id,
    title: toast.title,
    message: toast.description ?? '',
    color: colour[toast.kind],
    icon: <ToastIcon kind={toast.kind} />,
    autoClose: toastDuration(toast.autoCloseMs),
    withCloseButton: true,
    // Its accessible name: an icon button without one is announced as just "button".
    closeButtonProps: { 'aria-label': message('toastClose') },
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
    'data-toast-kind': toast.kind,
  });
}
