import { describe, expect, it } from 'vitest';
import { screens } from '../../../src/generated/screens';
import type { ListColumn } from '../../../src/generated/spec-types';
import { allOrOneChange, changeValues, editedColumns, localDateTime, newRowValues, rowBody, rowErrors, rowValues, unixSeconds } from './editableRow';

const maintenance = screens.find((screen) => screen.route === '/admin/maintenance') as { columns: ListColumn[] };
const columns = editedColumns(maintenance.columns);
const now = new Date(2026, 10, 23, 10, 30, 25);

describe('editable rows of the maintenance screen', () => {
  it('[maintenance-default-duration] a new notice starts now with 10 minutes, all patient types, active', () => {
    const values = newRowValues(columns, now);
    expect(values).toMatchObject({ start_date_time: '2026-11-23T10:30', duration_minutes: '10', is_indefinitely: false, procedure_type_id: null, active: true });
  });

  it('[maintenance-indefinitely] ticking Indefinitely sets the duration to 0 (sent as 0); unticking restores 10', () => {
    const ticked = changeValues(columns, newRowValues(columns, now), 'is_indefinitely', true);
    expect(ticked.duration_minutes).toBe('0');
    expect(rowBody(columns, { ...ticked, message: 'Down' }, [], undefined)).toMatchObject({ duration_minutes: 0, is_indefinitely: true });
    expect(changeValues(columns, ticked, 'is_indefinitely', false).duration_minutes).toBe('10');
  });

  it('[maintenance-select-all] ticking Select All ticks both patient types; unticking it ticks none', () => {
    expect(allOrOneChange([], [1, 2], 'all', true)).toBeNull();
    expect(allOrOneChange(null, [1, 2], 'all', false)).toEqual([]);
  });

  it('[maintenance-both-types] ticking both patient types is Select All; unticking one leaves the other', () => {
    expect(allOrOneChange([1], [1, 2], 2, true)).toBeNull();
    expect(allOrOneChange(null, [1, 2], 1, false)).toEqual([2]);
  });

  it('[maintenance-procedure-type] all types are sent as null, Ortho alone as 1, Cardiac alone as 2', () => {
    const base = { ...newRowValues(columns, now), message: 'Down' };
    expect(rowBody(columns, base, [], undefined).procedure_type_id).toBeNull();
    expect(rowBody(columns, { ...base, procedure_type_id: [1] }, [], undefined).procedure_type_id).toBe(1);
    expect(rowBody(columns, { ...base, procedure_type_id: [2] }, [], undefined).procedure_type_id).toBe(2);
    expect(rowValues(columns, { procedure_type_id: 2 }).procedure_type_id).toEqual([2]);
    expect(rowErrors(columns, { ...base, procedure_type_id: [] }, true, now).procedure_type_id).toBe('Choose at least one patient type');
  });

  it('[maintenance-start-not-past] a new notice may not start before the current minute; an existing one may', () => {
    const values = { ...newRowValues(columns, now), message: 'Down' };
    expect(rowErrors(columns, values, true, now)).toEqual({});
    const earlier = { ...values, start_date_time: '2026-11-23T10:29' };
    expect(rowErrors(columns, earlier, true, now).start_date_time).toBe('Start date cannot be in the past when creating a new maintenance');
    expect(rowErrors(columns, earlier, false, now)).toEqual({});
  });

  it('[maintenance-duration-digits] an empty duration is refused unless indefinite, and the time travels as unix seconds', () => {
    const values = { ...newRowValues(columns, now), message: 'Down', duration_minutes: '' };
    expect(rowErrors(columns, values, true, now).duration_minutes).toBe('Enter a duration in minutes, or tick Indefinitely');
    expect(rowErrors(columns, changeValues(columns, values, 'is_indefinitely', true), true, now)).toEqual({});
    expect(rowErrors(columns, { ...values, duration_minutes: '5', message: ' ' }, true, now).message).toBe('Required');
    const seconds = unixSeconds('2026-11-23T10:30');
    expect(seconds).toBeDefined();
    expect(localDateTime(seconds!)).toBe('2026-11-23T10:30');
  });
});

describe('editable rows that keep fields', () => {
  it('[config-save-whole-list] a configuration row is sent with its id and key and the edited value', () => {
    const config = screens.find((screen) => screen.route === '/admin/config') as { columns: ListColumn[] };
    const edited = editedColumns(config.columns);
    const row = { id: 3, key: 'support_phone', value: '555' };
    expect(rowBody(edited, { value: ' 556 ' }, ['id', 'key'], row)).toEqual({ id: 3, key: 'support_phone', value: '556' });
  });
});
