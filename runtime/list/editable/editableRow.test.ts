import { describe, expect, it } from 'vitest';
import { forms } from '../../../src/generated/forms';
import { screens } from '../../../src/generated/allScreens';
import type { ListColumn } from '../../../src/generated/spec-types';
import { allOrOneChange } from '../../inputs/allOrOneChange';
import { localDateTime, unixSeconds } from '../../inputs/localDateTime';
import { changeValues, newRowValues, rowBody, rowErrors, rowFields, rowValues } from './editableRow';
import { loadRowCheck } from './rowCheck';

/** The edited fields of a list screen: its columns that are properties of its `editable.form`. */
function fieldsOf(route: string) {
  const spec = screens.find((screen) => screen.route === route) as { columns: ListColumn[]; editable: { form: string } };
  const form = forms[spec.editable.form];
  return { fields: rowFields(spec.columns, form), check: loadRowCheck(form?.schema ?? {}) };
}

const maintenance = fieldsOf('/admin/maintenance');
const fields = maintenance.fields;
const now = new Date(2026, 10, 23, 10, 30, 25);

describe('editable rows of the maintenance screen (form maintenanceWindow)', () => {
  it('edits every column with the widget of its form field', () => {
    expect(fields.map((field) => [field.field, field.widget])).toEqual([
      ['start_date_time', 'unixDateTime'],
      ['duration_minutes', 'digits'],
      ['is_indefinitely', 'checkbox'],
      ['procedure_type_id', 'allOrOne'],
      ['message', 'textarea'],
      ['affected_patients', 'text'],
      ['active', 'checkbox'],
    ]);
  });

  it('[maintenance-default-duration] a new notice starts now with 10 minutes, all patient types, active', () => {
    const values = newRowValues(fields, now);
    expect(values).toMatchObject({ start_date_time: '2026-11-23T10:30', duration_minutes: '10', is_indefinitely: false, procedure_type_id: null, active: true });
  });

  it('[maintenance-indefinitely] ticking Indefinitely sets the duration to 0 (sent as 0); unticking restores 10', () => {
    const ticked = changeValues(fields, newRowValues(fields, now), 'is_indefinitely', true);
    expect(ticked.duration_minutes).toBe('0');
    expect(rowBody(fields, { ...ticked, message: 'Down' }, [], undefined)).toMatchObject({ duration_minutes: 0, is_indefinitely: true });
    expect(changeValues(fields, ticked, 'is_indefinitely', false).duration_minutes).toBe('10');
  });

  it('[maintenance-select-all] ticking Select All ticks both patient types; unticking it ticks none', () => {
    expect(allOrOneChange([], [1, 2], 'all', true)).toBeNull();
    expect(allOrOneChange(null, [1, 2], 'all', false)).toEqual([]);
  });

  it('[maintenance-both-types] ticking both patient types is Select All; unticking one leaves the other', () => {
    expect(allOrOneChange([1], [1, 2], 2, true)).toBeNull();
    expect(allOrOneChange(null, [1, 2], 1, false)).toEqual([2]);
  });

  it('[maintenance-procedure-type] all types are sent as null, Ortho alone as 1, Cardiac alone as 2', async () => {
    const check = await maintenance.check;
    const base = { ...newRowValues(fields, now), message: 'Down' };
    expect(rowBody(fields, base, [], undefined).procedure_type_id).toBeNull();
    expect(rowBody(fields, { ...base, procedure_type_id: [1] }, [], undefined).procedure_type_id).toBe(1);
    expect(rowBody(fields, { ...base, procedure_type_id: [2] }, [], undefined).procedure_type_id).toBe(2);
    expect(rowValues(fields, { procedure_type_id: 2 }).procedure_type_id).toEqual([2]);
    expect(rowErrors(fields, { ...base, procedure_type_id: [] }, check, true, now).procedure_type_id).toBe('Choose at least one patient type');
  });

  it('[maintenance-start-not-past] a new notice may not start before the current minute; an existing one may', async () => {
    const check = await maintenance.check;
    const values = { ...newRowValues(fields, now), message: 'Down' };
    expect(rowErrors(fields, values, check, true, now)).toEqual({});
    const earlier = { ...values, start_date_time: '2026-11-23T10:29' };
    expect(rowErrors(fields, earlier, check, true, now).start_date_time).toBe('Start date cannot be in the past when creating a new maintenance');
    expect(rowErrors(fields, earlier, check, false, now)).toEqual({});
  });

  it('[maintenance-duration-digits] an empty duration is refused unless indefinite, and the time travels as unix seconds', async () => {
    const check = await maintenance.check;
    const values = { ...newRowValues(fields, now), message: 'Down', duration_minutes: '' };
    expect(rowErrors(fields, values, check, true, now).duration_minutes).toBe('Enter a duration in minutes, or tick Indefinitely');
    expect(rowErrors(fields, changeValues(fields, values, 'is_indefinitely', true), check, true, now)).toEqual({});
    expect(rowErrors(fields, { ...values, duration_minutes: '5', message: ' ' }, check, true, now).message).toBe('Required');
    const seconds = unixSeconds('2026-11-23T10:30');
    expect(seconds).toBeDefined();
    expect(localDateTime(seconds!)).toBe('2026-11-23T10:30');
  });

  it('shows every broken rule of a row at once', async () => {
    const check = await maintenance.check;
    const values = { ...newRowValues(fields, now), start_date_time: '2026-11-23T10:00', duration_minutes: '', procedure_type_id: [], message: '' };
    expect(rowErrors(fields, values, check, true, now)).toEqual({
      start_date_time: 'Start date cannot be in the past when creating a new maintenance',
      duration_minutes: 'Enter a duration in minutes, or tick Indefinitely',
      procedure_type_id: 'Choose at least one patient type',
      message: 'Required',
    });
  });
});

describe('editable rows of the e-document links (form eDocumentLink)', () => {
  it('[e-documents-edit-save] a name is required and a given URL must be a web address; the URL input hints https://', async () => {
    const { fields: links, check: loading } = fieldsOf('/admin/eDocumentLinks');
    const check = await loading;
    expect(links.find((field) => field.field === 'url')?.placeholder).toBe('https://');
    expect(rowErrors(links, { name: ' ', description: '', url: 'ftp:/x' }, check, false, now)).toEqual({
      name: 'Required',
      url: 'Enter a web address starting with http:// or https://',
    });
    expect(rowErrors(links, { name: 'Consent', description: '', url: '' }, check, false, now)).toEqual({});
  });
});

describe('editable rows that keep fields', () => {
  it('[config-save-whole-list] a configuration row is sent with its id and key and the edited value', () => {
    const { fields: config } = fieldsOf('/admin/config');
    const row = { id: 3, key: 'support_phone', value: '555' };
    expect(config.map((field) => field.field)).toEqual(['value']);
    expect(rowBody(config, { value: ' 556 ' }, ['id', 'key'], row)).toEqual({ id: 3, key: 'support_phone', value: '556' });
  });
});
