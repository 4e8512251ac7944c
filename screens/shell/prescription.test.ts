import { describe, expect, it } from 'vitest';
import { choosesPrescriber, prescriptionTemplates, prescriptionUrl } from './prescription';

describe('prescription templates', () => {
  it('[prescribe-needs-template-url] a practice without a template_url has no template', () => {
    expect(prescriptionTemplates(null)).toEqual([]);
    expect(prescriptionTemplates('')).toEqual([]);
    expect(prescriptionTemplates('not a url')).toEqual([]);
  });

  it('[prescribe-one-or-many] reads one URL, or several lines of URL or Label | URL', () => {
    expect(prescriptionTemplates('https://forms.example/knee')).toEqual([{ label: 'Template 1', url: 'https://forms.example/knee' }]);
    expect(prescriptionTemplates('Knee | https://forms.example/knee\nhttps://forms.example/hip')).toEqual([
      { label: 'Knee', url: 'https://forms.example/knee' },
      { label: 'Template 2', url: 'https://forms.example/hip' },
    ]);
  });

  it('[prescriber-name-npi] clinical staff (50) and administrators choose the prescriber; clinicians prescribe themselves', () => {
    expect(choosesPrescriber(50)).toBe(true);
    expect(choosesPrescriber(1)).toBe(true);
    expect(choosesPrescriber(8)).toBe(true);
    expect(choosesPrescriber(40)).toBe(false);
    expect(choosesPrescriber(41)).toBe(false);
  });

  it("[prescriber-name-npi] fills the prescriber's name and NPI into the template", () => {
    expect(prescriptionUrl({ label: 'Knee', url: 'https://forms.example/knee?x=1' }, { name: 'Helen Okafor', npi: '1811223344' })).toBe(
      'https://forms.example/knee?x=1&prescriber_name=Helen+Okafor&prescriber_npi=1811223344',
    );
    expect(prescriptionUrl({ label: 'Knee', url: 'https://forms.example/knee' }, undefined)).toBe('https://forms.example/knee');
  });
});
