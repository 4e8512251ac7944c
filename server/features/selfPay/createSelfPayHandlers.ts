import { messages } from '../../../src/generated/catalog';
import type { Database, Queryable } from '../../db/Database';
import { ApiError } from '../../http/ApiError';
import { listPage } from '../../http/listPage';
import type { OperationCall, OperationHandlers } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';
import { selfPayOptionRow, type SelfPayRecord } from './selfPayOptionRow';

type Write = RequestBody<'createSelfPayOption'>;

const sortable = { days: 'days', daily_price: 'daily_price', name: 'lower(name)' } as const;

/**
 * The spec's three checks ([self-pay-days-min], [self-pay-price-positive], [self-pay-same-days]),
 * each a form error on its field so that the modal shows it under the field; `exceptId` is the
 * option being edited, which may keep its own number of days.
 */
async function checkOption(db: Queryable, body: Write, exceptId: number | null): Promise<void> {
  if (body.days < 1) throw ApiError.formError('days', messages.selfPayDaysMin);
  if (body.daily_price <= 0) throw ApiError.formError('daily_price', messages.selfPayPricePositive);
  if (body.name.trim() === '') throw ApiError.formError('name', messages.selfPayMessageRequired);
  const same = await db.query<{ id: number }>('select id from self_pay_options where days = $1 and id <> $2', [body.days, exceptId ?? 0]);
  if (same.length > 0) throw ApiError.formError('days', messages.selfPaySameDays);
}

async function optionById(db: Queryable, id: number): Promise<SelfPayRecord> {
  const [row] = await db.query<SelfPayRecord>('select id, days, daily_price, name from self_pay_options where id = $1', [id]);
  if (!row) throw new ApiError(404, { message: messages.selfPayNotFound });
  return row;
}

/**
 * The self-pay option calls (document 3, sections 5 and 7.8): a page of options by number of
 * days, create, update and delete; daily_price is in cents on the wire and in storage
 * ([self-pay-cents], [self-pay-payload]). Two writes of the same days at once meet the unique
 * index, answered with the same message. The extension-price calls
 * ([self-pay-extension-price]) serve the same records.
 *
 * @example
 * operations.register(app, 'selfPay', { ...createSelfPayHandlers(db) });
 */
export function createSelfPayHandlers(db: Database): OperationHandlers {
  const create = async ({ body }: OperationCall<'createSelfPayOption' | 'createExtensionPrice'>) => {
    return db.transaction(async (tx) => {
      await checkOption(tx, body, null);
      const [row] = await tx.query<SelfPayRecord>(
        'insert into self_pay_options (days, daily_price, name) values ($1, $2, $3) returning id, days, daily_price, name',
        [body.days, body.daily_price, body.name.trim()],
      ).catch(sameDaysRace);
      return selfPayOptionRow(row!);
    });
  };
  const update = async (call: OperationCall<'updateSelfPayOption' | 'updateExtensionPrice'>) => {
    const id = call.params.id;
    const body = call.body;
    return db.transaction(async (tx) => {
      await optionById(tx, id);
      await checkOption(tx, body, id);
      const [row] = await tx.query<SelfPayRecord>(
        'update self_pay_options set days = $2, daily_price = $3, name = $4 where id = $1 returning id, days, daily_price, name',
        [id, body.days, body.daily_price, body.name.trim()],
      ).catch(sameDaysRace);
      return selfPayOptionRow(row!);
    });
  };
  const remove = async (call: OperationCall<'deleteSelfPayOption' | 'deleteExtensionPrice'>) => {
    const id = call.params.id;
    const row = await optionById(db, id);
    await db.query('delete from self_pay_options where id = $1', [id]);
    return selfPayOptionRow(row);
  };
  return {
    async getSelfPayOptions(call) {
      const body = call.body;
      const limit = body.limit ?? 20;
      const page = body.page ?? 1;
      const field = sortable[body.order_by?.field ?? 'days'];
      const direction = body.order_by?.direction === 'desc' ? 'desc' : 'asc';
      const [count] = await db.query<{ total: number }>('select count(*)::int as total from self_pay_options');
      const rows = await db.query<SelfPayRecord>(
        `select id, days, daily_price, name from self_pay_options order by ${field} ${direction}, id limit $1 offset $2`,
        [limit, (page - 1) * limit],
      );
      return listPage(rows.map(selfPayOptionRow), { page, limit, total: count?.total ?? 0 });
    },
    createSelfPayOption: create,
    updateSelfPayOption: update,
    deleteSelfPayOption: remove,
    async listExtensionPrices() {
      const rows = await db.query<SelfPayRecord>('select id, days, daily_price, name from self_pay_options order by days, id');
      return rows.map(selfPayOptionRow);
    },
    createExtensionPrice: create,
    updateExtensionPrice: update,
    deleteExtensionPrice: remove,
  };
}

/** A concurrent write that took the same number of days first: the same message as the check. */
function sameDaysRace(error: unknown): never {
  const text = error instanceof Error ? error.message : '';
  if (text.includes('self_pay_options_days_key')) {
    throw ApiError.formError('days', messages.selfPaySameDays);
  }
  throw error;
}
