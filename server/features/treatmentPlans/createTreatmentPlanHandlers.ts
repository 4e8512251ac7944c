import { isPreOperative } from '../../../domain/treatmentPlan/planRowStatus';
import { message } from '../../../src/generated/catalog';
import type { OperationTypes } from '../../../src/generated/operationTypes';
import type { Clock } from '../../clock/Clock';
import type { Database, Queryable } from '../../db/Database';
import { refreshPatientSummaries } from '../../db/refreshPatientSummaries';
import { ApiError } from '../../http/ApiError';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { ScopedRows } from '../../security/scopedRows';
import { dayOf } from '../../../domain/treatmentPlan/planStart';
import { checkProtocolInputs } from './checkProtocolInputs';
import { endRunningPlan } from './endRunningPlan';
import { loadTreatmentPlans, type TreatmentPlanAnswer } from './loadTreatmentPlans';
import { replaceProtocols, type ProtocolInput } from './replaceProtocols';

type PlanInput = OperationTypes['createPatientTreatmentPlan']['body'];

const planNotFound = (): ApiError => new ApiError(404, { message: message('treatmentPlanNotFound') });
const patientNotFound = (): ApiError => new ApiError(404, { message: message('patientNotFound') });
const postOperativePlanType = 2;

/** The sort columns a plan query may name (the default is the name: [plan-default-order]). */
const orderColumns = {
  name: 'tp.name',
  id: 'tp.id',
  sequence: 'tp.sequence',
  treatment_start_date: 'tp.start_date',
} as const;

function protocolsOf(body: PlanInput): ProtocolInput[] {
  return body.patient_treatment_plan_protocol.map((protocol) => ({
    ...protocol,
    periods: protocol.patient_treatment_plan_protocol_period ?? [],
  }));
}

/** The sessions a plan prescribes: the sum of num_of_days x sessions_per_day (treatment_plans.total_sessions). */
const totalSessionsOf = (protocols: readonly ProtocolInput[]): number =>
  protocols.reduce((sum, protocol) => sum + protocol.num_of_days * protocol.sessions_per_day, 0);

/**
 * The treatment plan operations of document 2, section 7: query, a patient's plans, the active
 * plan, one plan, save (protocols and periods replaced in one transaction, total_sessions kept),
 * one protocol, end plan and revert to pre-op. Every plan is reached through its patient's data
 * scope (dataScope.treatmentPlans); out of scope answers 404 like a missing plan.
 *
 * @example
 * const handlers = createTreatmentPlanHandlers(db, clock);
 */
export function createTreatmentPlanHandlers(db: Database, clock: Clock): OperationHandlers {
  const nowSeconds = (): number => Math.floor(clock.now().getTime() / 1000);
  const today = (): string => clock.now().toISOString().slice(0, 10);

  async function scopedPlan(tx: Queryable, plans: ScopedRows<'treatmentPlans'>, id: number, forUpdate = false) {
    const plan = await plans.find<{ id: number; patient_id: number }>(id, { columns: 'r.id, r.patient_id', forUpdate, db: tx });
    if (!plan) throw planNotFound();
    return plan;
  }

  async function scopedPatient(tx: Queryable, patients: ScopedRows<'patients'>, id: number): Promise<number> {
    const patient = await patients.find(id, { db: tx });
    if (!patient) throw patientNotFound();
    return patient.id;
  }

  async function planAnswer(tx: Queryable, id: number): Promise<TreatmentPlanAnswer> {
    const [plan] = await loadTreatmentPlans(tx, 'tp.id = $1', [id], nowSeconds());
    if (!plan) throw planNotFound();
    return plan;
  }

  async function savePlan(tx: Queryable, planId: number, body: PlanInput, protocols: readonly ProtocolInput[]) {
    await replaceProtocols(tx, { plan: planId }, protocols);
    await refreshPatientSummaries(tx, [body.patient_id]);
  }

  return {
    async queryPatientTreatmentPlans(call) {
      const params: unknown[] = [];
      const conditions = [call.scoped.treatmentPlans.where('tp', params)];
      const search = call.body.search ?? {};
      const add = (sql: (placeholder: string) => string, value: unknown) => {
        params.push(value);
        conditions.push(sql(`$${String(params.length)}`));
      };
      if (search.patient_id !== undefined) add((at) => `tp.patient_id = ${at}`, search.patient_id);
      if (search.is_active !== undefined) add((at) => `tp.is_active = ${at}`, search.is_active);
      if (search.treatment_plan_type !== undefined)
        add((at) => `tp.treatment_plan_type = ${at}`, search.treatment_plan_type);
      if (search.name !== undefined) {
        if (call.body.exact_match_search) add((at) => `tp.name = ${at}`, search.name);
        else
          add(
            (at) => `tp.name ilike '%' || ${at} || '%'`,
            search.name.replace(/[\\%_]/g, (char) => `\\${char}`),
          );
      }
      const order = call.body.order_by;
      const orderBy = order ? `${orderColumns[order.field]} ${order.direction}, tp.id` : undefined;
      return { data: await loadTreatmentPlans(db, conditions.join(' and '), params, nowSeconds(), orderBy) };
    },

    async getAllPatientTreatmentPlans(call) {
      const patientId = await scopedPatient(db, call.scoped.patients, call.params.patientId);
      return loadTreatmentPlans(db, 'tp.patient_id = $1', [patientId], nowSeconds());
    },

    async getActiveTreatmentPlanForPatient(call) {
      const patientId = await scopedPatient(db, call.scoped.patients, call.params.patientId);
      const plans = await loadTreatmentPlans(
        db,
        'tp.patient_id = $1 and tp.is_active',
        [patientId],
        nowSeconds(),
        'tp.id desc',
      );
      return plans.find((plan) => plan.status === 'Active') ?? null;
    },

    async getTreatmentPlan(call) {
      const plan = await scopedPlan(db, call.scoped.treatmentPlans, call.params.id);
      return planAnswer(db, plan.id);
    },

    // [plan-save-call]
    async createPatientTreatmentPlan(call) {
      const body = call.body;
      const patientId = await scopedPatient(db, call.scoped.patients, body.patient_id);
      const protocols = protocolsOf(body);
      await checkProtocolInputs(
        db,
        protocols,
        'patient_treatment_plan_protocol',
        'patient_treatment_plan_protocol_period',
      );
      return db.transaction(async (tx) => {
        // Issue 27, defect 1: a running plan is ended only as the user confirmed (endRunningPlan).
        const startDay = body.treatment_start_date ?? dayOf(nowSeconds());
        await endRunningPlan(tx, {
          patientId,
          planId: undefined,
          treatmentPlanType: body.treatment_plan_type ?? postOperativePlanType,
          isActive: body.is_active ?? true,
          startDay,
          confirmedPlanId: body.replaces_plan_id,
          nowSeconds: nowSeconds(),
        });
        const [plan] = await tx.query<{ id: number }>(
          `insert into treatment_plans (patient_id, total_sessions, start_date, name, description, is_active,
             is_included, sequence, treatment_plan_type)
           values ($1, $2, (to_timestamp($3) at time zone 'UTC')::date, $4, $5, $6, $7, $8, $9) returning id`,
          [
            patientId,
            totalSessionsOf(protocols),
            dayOf(startDay),
            body.name,
            body.description ?? null,
            body.is_active ?? true,
            body.is_included ?? true,
            body.sequence ?? 1,
            body.treatment_plan_type ?? postOperativePlanType,
          ],
        );
        if (!plan) throw planNotFound();
        await savePlan(tx, plan.id, body, protocols);
        return planAnswer(tx, plan.id);
      });
    },

    async updatePatientTreatmentPlan(call) {
      const body = call.body;
      const protocols = protocolsOf(body);
      return db.transaction(async (tx) => {
        const plan = await scopedPlan(tx, call.scoped.treatmentPlans, call.params.id, true);
        // A plan stays with its patient: another patient_id is refused, not moved.
        const patientError: Record<string, string[]> =
          body.patient_id === plan.patient_id ? {} : { patient_id: [message('notValidValue')] };
        await checkProtocolInputs(
          tx,
          protocols,
          'patient_treatment_plan_protocol',
          'patient_treatment_plan_protocol_period',
          patientError,
        );
        const [current] = await tx.query<{ treatment_plan_type: number; is_active: boolean; start_seconds: number }>(
          'select treatment_plan_type, is_active, extract(epoch from start_date::timestamp)::int as start_seconds from treatment_plans where id = $1',
          [plan.id],
        );
        await endRunningPlan(tx, {
          patientId: plan.patient_id,
          planId: plan.id,
          treatmentPlanType: body.treatment_plan_type ?? current?.treatment_plan_type ?? postOperativePlanType,
          isActive: body.is_active ?? current?.is_active ?? false,
          startDay: current?.start_seconds ?? dayOf(nowSeconds()),
          confirmedPlanId: body.replaces_plan_id,
          nowSeconds: nowSeconds(),
        });
        await tx.query(
          `update treatment_plans set name = $2, description = $3, is_active = coalesce($4, is_active),
             is_included = coalesce($5, is_included), sequence = coalesce($6, sequence),
             treatment_plan_type = coalesce($7, treatment_plan_type), total_sessions = $8
           where id = $1`,
          [
            plan.id,
            body.name,
            body.description ?? null,
            body.is_active ?? null,
            body.is_included ?? null,
            body.sequence ?? null,
            body.treatment_plan_type ?? null,
            totalSessionsOf(protocols),
          ],
        );
        await savePlan(tx, plan.id, body, protocols);
        return planAnswer(tx, plan.id);
      });
    },

    async updateTreatmentPlanProtocol(call) {
      const body = call.body;
      return db.transaction(async (tx) => {
        const [protocol] = await tx.query<{ plan_id: number }>(
          'select treatment_plan_id as plan_id from treatment_protocols where id = $1 and treatment_plan_id is not null',
          [call.params.id],
        );
        if (!protocol) throw planNotFound();
        const plan = await scopedPlan(tx, call.scoped.treatmentPlans, protocol.plan_id, true);
        const planError: Record<string, string[]> =
          body.patient_treatment_plan_id === plan.id
            ? {}
            : { patient_treatment_plan_id: [message('notValidValue')] };
        await checkProtocolInputs(tx, [{ ...body, periods: [] }], 'protocol', 'periods', planError);
        await tx.query(
          `update treatment_protocols set name = $2, sequence = coalesce($3, sequence), num_of_days = $4,
             sessions_per_day = $5, pedal_radius = $6, resistance = $7, rpm_min = $8, rpm_max = $9, pressure_limit = $10
           where id = $1`,
          [
            call.params.id,
            body.name,
            body.sequence ?? null,
            body.num_of_days,
            body.sessions_per_day,
            body.pedal_radius,
            body.resistance,
            body.rpm_min,
            body.rpm_max,
            body.pressure_limit,
          ],
        );
        await tx.query(
          `update treatment_plans set total_sessions = (
             select sum(num_of_days * sessions_per_day) from treatment_protocols where treatment_plan_id = $1)
           where id = $1`,
          [plan.id],
        );
        await refreshPatientSummaries(tx, [plan.patient_id]);
        return planAnswer(tx, plan.id);
      });
    },

    // [plan-end]: super users (specs/access.yaml), active pre-operative plans only.
    async endTreatmentPlan(call) {
      return db.transaction(async (tx) => {
        const found = await scopedPlan(tx, call.scoped.treatmentPlans, call.params.id, true);
        const plan = await planAnswer(tx, found.id);
        if (!isPreOperative(plan) || plan.status !== 'Active') {
          throw new ApiError(409, { message: message('endPlanNotAllowed') });
        }
        await tx.query('update treatment_plans set end_date = $2, is_active = false where id = $1', [
          plan.id,
          today(),
        ]);
        return planAnswer(tx, plan.id);
      });
    },

    // [plan-revert]: super users (specs/access.yaml), post-operative plans that are not pending.
    async revertPatientToPreOp(call) {
      return db.transaction(async (tx) => {
        const found = await scopedPlan(tx, call.scoped.treatmentPlans, call.params.id, true);
        const plan = await planAnswer(tx, found.id);
        if (isPreOperative(plan) || plan.status === 'Pending') {
          throw new ApiError(409, { message: message('revertNotAllowed') });
        }
        const [preOperative] = await tx.query<{ id: number }>(
          'select id from treatment_plans where patient_id = $1 and treatment_plan_type = 1 order by id desc limit 1 for update',
          [plan.patient_id],
        );
        if (!preOperative) throw new ApiError(409, { message: message('revertNoPreOpPlan') });
        await tx.query(
          `delete from exercise_sessions where treatment_plan_id in (
             select id from treatment_plans where patient_id = $1 and treatment_plan_type <> 1)`,
          [plan.patient_id],
        );
        await tx.query(
          'update treatment_plans set is_active = false where patient_id = $1 and treatment_plan_type <> 1',
          [plan.patient_id],
        );
        await tx.query('update treatment_plans set is_active = true, end_date = null where id = $1', [
          preOperative.id,
        ]);
        await refreshPatientSummaries(tx, [plan.patient_id]);
        return planAnswer(tx, preOperative.id);
      });
    },
  };
}
