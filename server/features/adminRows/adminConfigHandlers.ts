import { message } from '../../../src/generated/catalog';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';

const allEntries = (db: Queryable) => db.query<{ id: number; key: string; value: string }>('select id, key, value from admin_config order by key, id');

/**
 * The admin configuration ([config-page], [config-save-whole-list]): `getAdminConfig` (GET
 * admin_config) and `updateAdminConfig` (POST admin_config with the whole list of {id, key,
 * value}), which saves every value in one transaction and answers the list as stored. An entry is
 * matched by id and key (keys are not edited); one that does not exist refuses the whole save.
 * specs/access.yaml lets only the super admin through ([config-access]).
 *
 * @example
 * operations.register(app, 'adminRows', { ...adminConfigHandlers(db) });
 */
export function adminConfigHandlers(db: Database): OperationHandlers {
  return {
    async getAdminConfig() {
      return allEntries(db);
    },
    async updateAdminConfig(call) {
      const entries = call.body;
      return db.transaction(async (tx) => {
        for (const entry of entries) {
          const updated = await tx.query('update admin_config set value = $1 where id = $2 and key = $3 returning id', [entry.value, entry.id, entry.key]);
          if (updated.length === 0) throw new ApiError(422, { message: message('adminConfigUnknownEntry', { key: entry.key }) });
        }
        return allEntries(tx);
      });
    },
  };
}
