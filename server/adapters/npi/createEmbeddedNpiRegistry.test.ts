import { describe, expect, it } from 'vitest';
import { createEmbeddedNpiRegistry } from './createEmbeddedNpiRegistry';
import { embeddedNpiDirectory, npiWithCheckDigit } from './embeddedNpiDirectory';

const registry = createEmbeddedNpiRegistry();
const page = { limit: 100, skip: 0 };

describe('embedded NPI directory', () => {
  it('issues NPIs with the CMS check digit', () => {
    expect(npiWithCheckDigit('123456789')).toBe('1234567893');
    for (const entry of embeddedNpiDirectory) expect(npiWithCheckDigit(entry.number.slice(0, 9))).toBe(entry.number);
    expect(new Set(embeddedNpiDirectory.map((entry) => entry.number)).size).toBe(embeddedNpiDirectory.length);
  });

  it('holds surgeons, therapists, suppliers and organisations, each with a city and a 10-digit phone', () => {
    const specialties = embeddedNpiDirectory.map((entry) => entry.specialty ?? '');
    expect(specialties.some((s) => s.includes('Orthopaedic Surgery'))).toBe(true);
    expect(specialties.some((s) => s.includes('Physical Therapist'))).toBe(true);
    expect(specialties.some((s) => s.includes('Durable Medical Equipment'))).toBe(true);
    expect(embeddedNpiDirectory.some((entry) => entry.enumeration_type === 'NPI-2')).toBe(true);
    for (const entry of embeddedNpiDirectory) {
      expect(entry.city).toBeTruthy();
      expect(entry.phone).toMatch(/^\d{10}$/);
    }
  });

  it('[npi-search-params] finds by exact number, by first and last name prefix, by organisation words, with limit and skip', async () => {
    const first = embeddedNpiDirectory[0];
    expect((await registry.search({ ...page, number: first?.number ?? '' })).results).toEqual([first]);
    const smiths = await registry.search({ ...page, first_name: 'jo', last_name: 'SMITH' });
    expect(smiths.results.map((entry) => entry.name)).toEqual(['John Smith, MD', 'John Smith, DPT']);
    expect((await registry.search({ limit: 1, skip: 1, first_name: 'John', last_name: 'Smith' })).results.map((r) => r.credential)).toEqual(['DPT']);
    const supply = await registry.search({ ...page, organization_name: 'summit medical' });
    expect(supply.results.map((entry) => entry.name)).toEqual(['Summit Medical Supply LLC']);
    expect((await registry.search({ ...page, number: '0000000000' })).results).toEqual([]);
  });
});
