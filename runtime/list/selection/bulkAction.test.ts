import { describe, expect, it } from 'vitest';
import type { ConfirmRequest } from '../../dialogs/confirmStore';
import { runBulkAction, selectedIds, type BulkAction, type BulkPorts } from './bulkAction';

const action: BulkAction = {
  label: 'Archive',
  operation: 'archivePractice',
  access: { signedIn: true },
  color: 'red',
  confirm: { title: 'Archive {count} practices?', confirmLabel: 'Archive' },
};

function fakePorts(options: { confirm?: boolean; answer?: unknown; fail?: boolean } = {}) {
  const calls: unknown[][] = [];
  const asked: ConfirmRequest[] = [];
  const said: string[] = [];
  const errors: unknown[] = [];
  const ports: BulkPorts = {
    send: (operation, body) => {
      calls.push([operation, body]);
      return options.fail === true ? Promise.reject(new Error('refused')) : Promise.resolve(options.answer);
    },
    confirm: (request) => {
      asked.push(request);
      return Promise.resolve(options.confirm ?? true);
    },
    succeeded: (text) => said.push(text),
    failed: (error) => errors.push(error),
  };
  return { ports, calls, asked, said, errors };
}

describe('list selection and bulk actions', () => {
  it('reads the chosen ids from the id field, leaving out rows without one', () => {
    expect(selectedIds([{ id: 3 }, { id: 'a' }, { name: 'x' }])).toEqual([3, 'a']);
    expect(selectedIds([{ version_patient_id: 9, id: 1 }], 'version_patient_id')).toEqual([9]);
  });

  it('asks first, sends the chosen ids and shows the answer’s message', async () => {
    const fake = fakePorts({ answer: { message: '2 practices archived.' } });
    expect(await runBulkAction(action, [3, 4], fake.ports)).toBe(true);
    expect(fake.asked[0]).toMatchObject({ title: 'Archive 2 practices?', confirmLabel: 'Archive', danger: true });
    expect(fake.calls).toEqual([['archivePractice', { ids: [3, 4] }]]);
    expect(fake.said).toEqual(['2 practices archived.']);
  });

  it('sends the ids in the named body field and falls back to the success text', async () => {
    const fake = fakePorts({ answer: {} });
    await runBulkAction({ ...action, confirm: undefined, field: 'practice_ids', success: 'Done.' }, [5], fake.ports);
    expect(fake.calls).toEqual([['archivePractice', { practice_ids: [5] }]]);
    expect(fake.asked).toEqual([]);
    expect(fake.said).toEqual(['Done.']);
  });

  it('[default-success-toast] says "Success!" when neither the answer nor the spec words the outcome', async () => {
    const fake = fakePorts({ answer: {} });
    await runBulkAction({ ...action, confirm: undefined }, [5], fake.ports);
    expect(fake.said).toEqual(['Success!']);
  });

  it('calls nothing when the question is declined or nothing is chosen, and reports a refusal', async () => {
    const declined = fakePorts({ confirm: false });
    expect(await runBulkAction(action, [1], declined.ports)).toBe(false);
    expect(await runBulkAction(action, [], declined.ports)).toBe(false);
    expect(declined.calls).toEqual([]);
    const refused = fakePorts({ fail: true });
    expect(await runBulkAction(action, [1], refused.ports)).toBe(false);
    expect(refused.errors).toHaveLength(1);
    expect(refused.said).toEqual([]);
  });
});
