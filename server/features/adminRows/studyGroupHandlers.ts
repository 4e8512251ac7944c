import { message } from '../../../src/generated/catalog';
import type { Database } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';

/**
 * Adding and deleting study groups ([study-groups-add-warning], [study-groups-delete]):
 * `createStudyGroup` (POST study_group {name}; a taken name is a field error) and
 * `deleteStudyGroup` (DELETE study_group/{id}; refused while patients are in the group). The list
 * is `queryStudyGroups` of the lookups. specs/access.yaml lets the super admin and the
 * customer-service manager add, and only the super admin delete. Groups are never edited.
 *
 * @example
 * operations.register(app, 'adminRows', { ...studyGroupHandlers(db) });
 */
export function studyGroupHandlers(db: Database): OperationHandlers {
  return {
    async createStudyGroup(call) {
      const name = call.body.name.trim();
      if (name === '') throw ApiError.formError('name', message('required'));
      const [taken] = await db.query('select id from study_groups where lower(name) = lower($1)', [name]);
      if (taken) throw ApiError.formError('name', message('studyGroupNameTaken'));
      const [row] = await db.query<{ id: number; name: string }>('insert into study_groups (name) values ($1) returning id, name', [name]);
      return row!;
    },
    async deleteStudyGroup(call) {
      const id = call.params.id;
      return db.transaction(async (tx) => {
        const [group] = await tx.query('select id from study_groups where id = $1 for update', [id]);
        if (!group) throw new ApiError(404, { message: message('studyGroupNotFound') });
        const [used] = await tx.query('select id from patients where patient_study_group_id = $1 limit 1', [id]);
        if (used) throw new ApiError(422, { message: message('studyGroupInUse') });
        await tx.query('delete from study_groups where id = $1', [id]);
        return { id, deleted: true };
      });
    },
  };
}
