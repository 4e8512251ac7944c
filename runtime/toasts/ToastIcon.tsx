/** The kinds of toast, each with its own image. */
export type ToastKind = 'error' | 'success' | 'info';

const paths: Record<ToastKind, string> = {
  error: 'M12 8v5M12 16h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  success: 'M7 12.5l3 3 7-7M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
  info: 'M12 11v6M12 7h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
};

/** The image of a toast ([toast-shape]); decorative, because the title says the same in words. */
export function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg aria-hidden="true" data-toast-icon={kind} width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[kind]} />
    </svg>
  );
}
