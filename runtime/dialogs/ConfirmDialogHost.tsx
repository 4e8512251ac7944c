import { lazy, Suspense, useSyncExternalStore } from 'react';
import { confirmStore as portalConfirmStore, type ConfirmStore } from './confirmStore';

// The dialog's code loads when the first question is asked, so the login route stays small.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * Shows the confirmations asked through a {@link ConfirmStore} (the portal's by default), one
 * at a time. The app mounts it once beside the toast host.
 */
export function ConfirmDialogHost({ store = portalConfirmStore }: { store?: ConfirmStore }) {
  const pending = useSyncExternalStore(store.subscribe, store.current, store.current);
  if (pending === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={pending.id}
        opened
        title={pending.title}
        message={pending.message}
        confirmLabel={pending.confirmLabel}
        cancelLabel={pending.cancelLabel}
        danger={pending.danger}
        onConfirm={() => pending.answer(true)}
        onCancel={() => pending.answer(false)}
      />
    </Suspense>
  );
}
