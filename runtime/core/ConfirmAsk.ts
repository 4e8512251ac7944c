/** What a detail screen asks before an action: texts as shown. */
export interface ConfirmQuestion {
  title: string;
  message?: string | undefined;
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  danger?: boolean | undefined;
}

/**
 * Asks the user to confirm and resolves true on the confirm button. The app passes the portal's
 * confirmation dialog (`askConfirm` of runtime/dialogs/confirmStore); tests pass a fake.
 */
export type ConfirmAsk = (question: ConfirmQuestion) => Promise<boolean>;
