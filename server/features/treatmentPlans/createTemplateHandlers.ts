import { message } from '../../../src/generated/catalog';
import type { OperationTypes } from '../../../src/generated/operationTypes';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { ScopedRows } from '../../security/scopedRows';
import type { UserProfile } from '../../session/UserProfile';
import { checkProtocolInputs } from './checkProtocolInputs';
import { loadTreatmentPlanTemplates, type TreatmentPlanTemplateAnswer } from './loadTreatmentPlanTemplates';
import { templateErrors } from './protocolRules';
import { replaceProtocols, type ProtocolInput } from './replaceProtocols';

type TemplateInput = OperationTypes['createTreatmentPlanTemplate']['body'];

const templateNotFound = (): ApiError =>
  new ApiError(404, { message: message('treatmentPlanTemplateNotFound') });
const patientNotFound = (): ApiError => new ApiError(404, { message: message('patientNotFound') });
const defaultPageSize = 20;
const postOperativePlanType = 2;

/** The list's sort columns; by name unless the caller asks otherwise. */
const orderColumns = {
  name: 't.name',
  practice_team_member_name: 'm.last_name',
  num_of_days: 'num_of_days',
  is_default: 't.is_default',
  id: 't.id',
} as const;

const protocolsOf = (body: Pick<TemplateInput, 'protocols'>): ProtocolInput[] =>
  body.protocols.map((protocol) => ({ ...protocol, periods: protocol.periods ?? [] }));

/**
 * The template operations of document 2, section 7: list (team-member filter, paged), one
 * template, save (protocols and periods replaced in one transaction; Set as Default is an update
 * with is_default: true) and the plan editor's dropdown. A template is reached through its team
 * member's data scope (dataScope.treatmentPlanTemplates); out of scope answers 404.
 *
 * @example
 * const handlers = createTemplateHandlers(db);
 */
export function createTemplateHandlers(db: Database): OperationHandlers {
  async function scopedTemplate(tx: Queryable, templates: ScopedRows<'treatmentPlanTemplates'>, id: number, forUpdate = false) {
    const template = await templates.find<{
      id: number;
      practice_team_member_id: number;
      is_default: boolean;
    }>(id, {
      columns: 'r.id, r.practice_team_member_id, r.is_default',
      forUpdate,
      db: tx,
    });
    if (!template) throw templateNotFound();
    return template;
  }

  async function templateAnswer(tx: Queryable, id: number): Promise<TreatmentPlanTemplateAnswer> {
    const [template] = await loadTreatmentPlanTemplates(tx, 't.id = $1', [id]);
    if (!template) throw templateNotFound();
    return template;
  }

  /**
   * Makes `templateId` its team member's one default ([template-set-default-requirements]: a
   * practice is needed, 'Please select a practice to set a default').
   */
  async function makeDefault(tx: Queryable, profile: UserProfile, templateId: number, memberId: number) {
    if (!profile.practice) throw new ApiError(422, { message: message('selectPracticeForDefault') });
    await tx.query(
      'update treatment_plan_templates set is_default = false where practice_team_member_id = $1 and is_default',
      [memberId],
    );
    await tx.query('update treatment_plan_templates set is_default = true where id = $1', [templateId]);
  }

  return {
    // [template-list-filter]
    async listTreatmentPlanTemplates(call) {
      const body = call.body;
      const params: unknown[] = [];
      const conditions = [call.scoped.treatmentPlanTemplates.where('t', params)];
      const practiceId = body.practice_id ?? call.profile.practice?.id;
      if (practiceId !== undefined) {
        params.push(practiceId);
        conditions.push(`m.practice_id = $${String(params.length)}`);
      }
      if (body.practice_team_member_id !== undefined && body.practice_team_member_id !== null) {
        params.push(body.practice_team_member_id);
        conditions.push(`t.practice_team_member_id = $${String(params.length)}`);
      }
      const where = conditions.join(' and ');
      const limit = body.limit ?? defaultPageSize;
      const page = body.page ?? 1;
      const order = body.order_by ?? { field: 'name', direction: 'asc' };
      const from = `from treatment_plan_templates t join practice_team_members m on m.id = t.practice_team_member_id`;
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total ${from} where ${where}`,
        params,
      );
      const rows = await db.query<OperationTypes['listTreatmentPlanTemplates']['response']['data'][number]>(
        `select t.id, t.name, t.description, t.is_default, t.practice_team_member_id,
                m.first_name || ' ' || m.last_name as practice_team_member_name, t.procedure_type_id,
                t.treatment_plan_type,
                coalesce((select sum(p.num_of_days) from treatment_protocols p where p.template_id = t.id), 0)::int as num_of_days
         ${from} where ${where}
         order by ${orderColumns[order.field]} ${order.direction}, t.id
         limit ${String(limit)} offset ${String((page - 1) * limit)}`,
        params,
      );
      const total = count?.total ?? 0;
      return { data: rows, currentPage: page, lastPage: Math.max(1, Math.ceil(total / limit)), total };
    },

    async getTreatmentPlanTemplate(call) {
      const template = await scopedTemplate(db, call.scoped.treatmentPlanTemplates, call.params.id);
      return templateAnswer(db, template.id);
    },

    // [template-save-call] [template-name-required] [template-min-30-days] [template-first-default]
    async createTreatmentPlanTemplate(call) {
      const profile = call.profile;
      const body = call.body;
      const protocols = protocolsOf(body);
      const memberId = body.practice_team_member_id ?? profile.teamMember?.id;
      const member =
        memberId === undefined ? undefined : await call.scoped.teamMembers.find(memberId);
      const memberError: Record<string, string[]> = member
        ? {}
        : { practice_team_member_id: [message('fieldRequired', { field: 'Team member' })] };
      await checkProtocolInputs(db, protocols, 'protocols', 'periods', {
        ...templateErrors({ name: body.name, protocols }),
        ...memberError,
      });
      if (!member) throw templateNotFound();
      return db.transaction(async (tx) => {
        const [existing] = await tx.query<{ count: number }>(
          'select count(*)::int as count from treatment_plan_templates where practice_team_member_id = $1',
          [member.id],
        );
        // The first template of a team member becomes its default (document 2, section 4).
        const first = (existing?.count ?? 0) === 0;
        const [saved] = await tx.query<{ id: number }>(
          `insert into treatment_plan_templates (practice_team_member_id, name, description, is_default,
             procedure_type_id, treatment_plan_type, sequence, is_active)
           values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
          [
            member.id,
            body.name.trim(),
            body.description ?? null,
            first,
            body.procedure_type_id ?? null,
            body.treatment_plan_type ?? postOperativePlanType,
            body.sequence ?? 1,
            body.is_active ?? true,
          ],
        );
        if (!saved) throw templateNotFound();
        await replaceProtocols(tx, { template: saved.id }, protocols);
        if (!first && body.is_default === true) await makeDefault(tx, profile, saved.id, member.id);
        return templateAnswer(tx, saved.id);
      });
    },

    // [template-set-default-permission]: editPlan is the operation's rule (specs/access.yaml).
    async updateTreatmentPlanTemplate(call) {
      const profile = call.profile;
      const body = call.body;
      return db.transaction(async (tx) => {
        const template = await scopedTemplate(tx, call.scoped.treatmentPlanTemplates, call.params.id, true);
        // The rules hold for the template as it will be: what is sent, else what it has.
        const [stored] = await loadTreatmentPlanTemplates(tx, 't.id = $1', [template.id]);
        const protocols =
          body.protocols === undefined ? undefined : protocolsOf({ protocols: body.protocols });
        const name = body.name ?? stored?.name ?? '';
        await checkProtocolInputs(
          tx,
          protocols ?? [],
          'protocols',
          'periods',
          templateErrors({ name, protocols: protocols ?? stored?.protocols ?? [] }),
        );
        await tx.query(
          `update treatment_plan_templates set name = $2, description = case when $8 then $3 else description end,
             procedure_type_id = coalesce($4, procedure_type_id), treatment_plan_type = coalesce($5, treatment_plan_type),
             sequence = coalesce($6, sequence), is_active = coalesce($7, is_active)
           where id = $1`,
          [
            template.id,
            name.trim(),
            body.description ?? null,
            body.procedure_type_id ?? null,
            body.treatment_plan_type ?? null,
            body.sequence ?? null,
            body.is_active ?? null,
            body.description !== undefined,
          ],
        );
        if (protocols) await replaceProtocols(tx, { template: template.id }, protocols);
        // Reading: the default only moves by setting another (is_default false on the default keeps it).
        if (body.is_default === true && !template.is_default) {
          await makeDefault(tx, profile, template.id, template.practice_team_member_id);
        }
        return templateAnswer(tx, template.id);
      });
    },

    // [plan-dropdown-templates]
    async loadTreatmentPlanTemplateOptions(call) {
      const patient = await call.scoped.patients.find<{
        id: number;
        practice_id: number;
        surgeon_id: number | null;
        physical_therapist_id: number | null;
      }>(call.body.patient_id, {
        columns: 'r.id, r.practice_id, r.surgeon_id, r.physical_therapist_id',
      });
      if (!patient) throw patientNotFound();
      return loadTreatmentPlanTemplates(
        db,
        `t.is_active and t.practice_team_member_id in (select id from practice_team_members where practice_id = $1 and not archived)`,
        [patient.practice_id, patient.surgeon_id ?? 0, patient.physical_therapist_id ?? 0],
        // The patient's surgeon's templates first, then the therapist's, then the practice's others.
        `case t.practice_team_member_id when $2 then 0 when $3 then 1 else 2 end, t.is_default desc, t.name, t.id`,
      );
    },
  };
}
