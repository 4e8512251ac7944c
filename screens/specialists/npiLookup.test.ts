import { describe, expect, it } from 'vitest';
import { npiEmptyMessage, npiEnabled, npiFillValues, npiRequest, npiResultFilter, npiResultRow } from './npiLookup';

const blank = { number: '', firstName: '', lastName: '', organizationName: '' };
const person = (sole: boolean) => ({ number: sole ? '1' : '2', enumeration_type: 'NPI-1', sole_proprietor: sole, name: sole ? 'Sole' : 'Employed' });
const organisation = { number: '3', enumeration_type: 'NPI-2', sole_proprietor: false, name: 'Clinic' };

describe('npiLookup', () => {
  it.each([
    { given: { number: '12' }, want: { number: true, names: false, organizationName: false } },
    { given: { firstName: 'J' }, want: { number: false, names: true, organizationName: false } },
    { given: { lastName: 'S' }, want: { number: false, names: true, organizationName: false } },
    { given: { organizationName: 'Clinic' }, want: { number: false, names: false, organizationName: true } },
    { given: {}, want: { number: true, names: true, organizationName: true } },
  ])('[npi-fields-exclusive] $given opens $want', ({ given, want }) => {
    expect(npiEnabled({ ...blank, ...given })).toEqual(want);
  });

  it('[npi-search-params] asks type npi, limit 100, skip 0 with the number, both names or the organisation', () => {
    expect(npiRequest({ ...blank, number: '1234567893' }, 100)).toEqual({
      ok: true,
      kind: 'number',
      body: { type: 'npi', params: { limit: 100, skip: 0, number: '1234567893' } },
    });
    expect(npiRequest({ ...blank, firstName: ' John ', lastName: 'Smith' }, 100)).toMatchObject({
      kind: 'name',
      body: { params: { limit: 100, skip: 0, first_name: 'John', last_name: 'Smith' } },
    });
    expect(npiRequest({ ...blank, organizationName: 'Summit' }, 100)).toMatchObject({ kind: 'organization', body: { params: { organization_name: 'Summit' } } });
    expect(npiRequest(blank, 100)).toEqual({ ok: false, message: undefined });
  });

  it('[npi-name-search-both] a name search with one name says NPI search requires first and last name', () => {
    expect(npiRequest({ ...blank, firstName: 'John' }, 100)).toEqual({ ok: false, message: 'NPI search requires first and last name' });
    expect(npiRequest({ ...blank, lastName: 'Smith' }, 100)).toEqual({ ok: false, message: 'NPI search requires first and last name' });
  });

  it('[npi-person-results] a person search keeps only NPI-1', () => {
    expect(npiResultFilter([person(true), person(false), organisation], { kind: 'name', purpose: 'any' }).map((r) => r.name)).toEqual(['Sole', 'Employed']);
    expect(npiResultFilter([person(false), organisation], { kind: 'number', purpose: 'person' }).map((r) => r.name)).toEqual(['Employed']);
  });

  it('[practice-npi-result-filter] a practice lookup keeps sole proprietors with NPI-1 and organisations with NPI-2', () => {
    expect(npiResultFilter([person(true), person(false), organisation], { kind: 'number', purpose: 'practice' }).map((r) => r.name)).toEqual(['Sole', 'Clinic']);
    expect(npiResultFilter([person(true), person(false), organisation], { kind: 'name', purpose: 'practice' }).map((r) => r.name)).toEqual(['Sole']);
  });

  it('[practice-npi-empty] [npi-empty-other] says what was not found', () => {
    expect(npiEmptyMessage('practice', 'NPI', 'NPPES')).toBe("Please enter the organization's NPI information");
    expect(npiEmptyMessage('person', 'Surgeon NPI', 'NPPES')).toBe('Surgeon NPI not found in the NPPES database.');
  });

  it('fills the mapped form fields from a result, skipping empty parts', () => {
    expect(npiFillValues({ ...organisation, city: 'Chicago', phone: null }, { name: 'name', 'address.city': 'city', 'phone_number.number': 'phone' })).toEqual({
      name: 'Clinic',
      'address.city': 'Chicago',
    });
  });
});

describe('npiResultRow', () => {
  it('[practice-npi-result-filter] shows an NPI-2 as an organisation, others as individuals, and the place as the city and state given', () => {
    expect(npiResultRow({ number: '1203948576', name: 'Summit', enumeration_type: 'NPI-2', sole_proprietor: false, city: 'Milwaukee', state: 'WI' })).toEqual({
      number: '1203948576',
      name: 'Summit',
      type: 'Organization',
      place: 'Milwaukee, WI',
    });
    expect(npiResultRow({ number: '1', name: 'Okafor', enumeration_type: 'NPI-1', sole_proprietor: true, state: 'WI' })).toMatchObject({ type: 'Individual', place: 'WI' });
  });
});
