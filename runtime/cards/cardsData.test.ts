import { describe, expect, it } from 'vitest';
import { cardFormBody, initialFormData, matchRows, recordsOf, requiredFilled, sourceCall } from './cardsData';

describe('cards data', () => {
  it('reads the rows of an array or of a paged answer', () => {
    expect(recordsOf([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(recordsOf({ data: [{ id: 2 }], currentPage: 1 })).toEqual([{ id: 2 }]);
    expect(recordsOf(null)).toEqual([]);
  });

  it('[firmware-query-limit] a source is called with its body as written and path parameters from the card', () => {
    expect(sourceCall({ operation: 'queryFirmware', body: { columns: ['archived'], search: 0, limit: 5000 } })).toEqual({
      operationId: 'queryFirmware',
      body: { columns: ['archived'], search: 0, limit: 5000 },
      params: undefined,
    });
    expect(sourceCall({ operation: 'queryFirmwareDevices', params: { id: 'id' } }, { id: 7 }).params).toEqual({ path: { id: 7 } });
  });

  it("keeps the rows that belong to a card and keeps the source's order", () => {
    const rows = [
      { id: 1, firmware_type: { id: 7 } },
      { id: 2, firmware_type: { id: 8 } },
      { id: 3, firmware_type: { id: 7 } },
    ];
    expect(matchRows(rows, { 'firmware_type.id': 'id' }, { id: 7 }).map((row) => row.id)).toEqual([1, 3]);
  });

  it('[firmware-upload-call] a card form sends its data with the file, the card values and the constants', () => {
    const file = new File(['x'], 'image.bin');
    const body = cardFormBody(
      { version_number: '1.2.0', firmware: 'image.bin' },
      { firmware_type_id: 'id' },
      { active: 0, test: 0, archived: 0 },
      { id: 7 },
      new Map([['firmware', file]]),
    );
    expect(body).toEqual({ version_number: '1.2.0', firmware: file, firmware_type_id: 7, active: 0, test: 0, archived: 0 });
  });

  it('[firmware-upload-required] the submit needs every required field filled', () => {
    expect(requiredFilled(['version_number', 'firmware'], { version_number: '1.0' })).toBe(false);
    expect(requiredFilled(['version_number', 'firmware'], { version_number: '1.0', firmware: 'a.bin' })).toBe(true);
    expect(requiredFilled(undefined, {})).toBe(true);
  });

  it('[licences-popup] starts a card form from the record and the object of its list matching the values a part opened it with', () => {
    const texas = { id: 2, state: 'TX', certification_number: 'TX-1', url: null };
    const record = { id: 9, state: 'TX', monitor_licenses: [{ id: 1, state: 'CO', certification_number: 'CO-1' }, texas] };
    const fields = ['state', 'certification_number', 'url', 'effective_date'];
    const initial = { from: 'monitor_licenses', match: { state: 'state' } };
    expect(initialFormData(initial, record, fields)).toEqual({ data: { state: 'TX', certification_number: 'TX-1' }, from: texas });
    expect(initialFormData(initial, { ...record, state: 'AK' }, fields)).toEqual({ data: { state: 'AK' }, from: undefined });
    expect(initialFormData({}, { certification_number: 'own' }, fields)).toEqual({ data: { certification_number: 'own' }, from: undefined });
    expect(initialFormData(undefined, record, fields)).toEqual({ data: {}, from: undefined });
  });
});
