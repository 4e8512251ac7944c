import { message } from '../../../src/generated/catalog';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';

/** An empty address, or a web address (http or https). */
export function isLinkAddress(url: string): boolean {
  if (url === '') return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Saving an e-document link ([e-documents-edit-save]): `updateGeneralForm` (PUT general_form/{id}
 * {name, description, url}); an address that is not a web address is a field error on `url`.
 * The list is `queryGeneralForms` of the lookups. specs/access.yaml lets the customer-service
 * manager and the super admin through ([e-documents-access]).
 *
 * @example
 * operations.register(app, 'adminRows', { ...eDocumentHandlers(db) });
 */
export function eDocumentHandlers(db: Database): OperationHandlers {
  return {
    async updateGeneralForm(call) {
      const input = call.body;
      const name = input.name.trim();
      const url = input.url.trim();
      if (name === '') throw ApiError.formError('name', message('required'));
      if (!isLinkAddress(url)) throw ApiError.formError('url', message('eDocumentUrl'));
      const [row] = await db.query<{ id: number; name: string; description: string; url: string }>(
        'update general_forms set name = $1, description = $2, url = $3 where id = $4 returning id, name, description, url',
        [name, input.description, url, call.params.id],
      );
      if (!row) throw new ApiError(404, { message: message('eDocumentNotFound') });
      return row;
    },
  };
}
