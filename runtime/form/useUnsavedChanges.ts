import { useMemo, useRef, type RefObject, type SyntheticEvent } from 'react';

/** What `useUnsavedChanges` gives a form screen. */
export interface UnsavedChanges {
  /** True while the user has changed something since the form opened, loaded or saved. */
  dirty: RefObject<boolean>;
  /** The form now shows `data` as its saved state (opened, loaded, saved). */
  reset(data: unknown): void;
  /** The form's data became `data` (every change event of the form). */
  changed(data: unknown): void;
  /** Capture handlers for the element around the form: they note that the user has started. */
  userActs: Record<
    'onInputCapture' | 'onChangeCapture' | 'onKeyDownCapture' | 'onPointerDownCapture',
    (event: SyntheticEvent) => void
  >;
}

/**
 * Unsaved changes, counted from what the user did. A form also changes by itself (rjsf filling a
 * schema default into a loaded record, a lazy widget normalising its value once it loads); until
 * the user types, clicks or presses a key inside the form those changes move the saved baseline
 * instead, so leaving an untouched form never asks "Leave this page?". A user who changes a field
 * back to what it was has nothing unsaved either.
 *
 * @example
 * const unsaved = useUnsavedChanges({});
 * <div {...unsaved.userActs}><Form onChange={({ formData }) => unsaved.changed(formData)} /></div>
 * <LeaveConfirm when={unsaved.dirty} message={text} />
 */
export function useUnsavedChanges(initial: unknown): UnsavedChanges {
  const dirty = useRef(false);
  const started = useRef(false);
  const baseline = useRef(JSON.stringify(initial));
  return useMemo(() => {
    const begin = () => {
      started.current = true;
    };
    return {
      dirty,
      reset(data) {
        baseline.current = JSON.stringify(data);
        started.current = false;
        dirty.current = false;
      },
      changed(data) {
        const now = JSON.stringify(data);
        if (!started.current) baseline.current = now;
        dirty.current = now !== baseline.current;
      },
      userActs: {
        onInputCapture: begin,
        onChangeCapture: begin,
        onKeyDownCapture: begin,
        onPointerDownCapture: begin,
      },
    };
  }, []);
}
