import { askConfirm, type ConfirmRequest } from './confirmStore';

/**
 * The confirmation dialog for a component: returns a function that asks and resolves with the
 * answer (true on the confirm button).
 *
 * @example
 * const confirm = useConfirm();
 * const onDelete = async () => { if (await confirm({ title: message('deletePictureConfirm') })) remove(); };
 */
export function useConfirm(): (request: ConfirmRequest) => Promise<boolean> {
  return askConfirm;
}
