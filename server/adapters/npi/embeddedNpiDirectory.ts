// The demo's NPI directory: surgeons, physical therapists, equipment suppliers and organisations
// with realistic names, cities and phones, so that every NPI lookup of the portal works offline.
// Numbers carry a valid NPI check digit (Luhn over the 80840 prefix, as CMS issues them).
import type { NpiResult } from './NpiRegistry';

/**
 * The full NPI for nine digits: the check digit CMS appends (Luhn over "80840" + digits).
 *
 * @example
 * npiWithCheckDigit('123456789') // '1234567893'
 */
export function npiWithCheckDigit(nineDigits: string): string {
  const digits = `80840${nineDigits}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Doubling starts from the rightmost digit of the payload, as the check digit will follow it.
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${nineDigits}${(10 - (sum % 10)) % 10}`;
}

interface Entry {
  id: string;
  type: 'NPI-1' | 'NPI-2';
  sole?: boolean;
  first?: string;
  last?: string;
  credential?: string;
  organization?: string;
  specialty: string;
  line1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

const entries: readonly Entry[] = [
  // Surgeons (individuals; some practise alone)
  { id: '164820193', type: 'NPI-1', sole: true, first: 'Daniel', last: 'Whitaker', credential: 'MD', specialty: 'Orthopaedic Surgery', line1: '2200 W Harrison St', city: 'Chicago', state: 'IL', zip: '60612', phone: '3125550187' },
  { id: '172930584', type: 'NPI-1', first: 'Helen', last: 'Okafor', credential: 'MD', specialty: 'Orthopaedic Surgery', line1: '1200 Lakeshore Dr', city: 'Chicago', state: 'IL', zip: '60611', phone: '3125550142' },
  { id: '183049275', type: 'NPI-1', first: 'Marcus', last: 'Lindqvist', credential: 'DO', specialty: 'Orthopaedic Surgery, Adult Reconstructive', line1: '1200 Lakeshore Dr', city: 'Chicago', state: 'IL', zip: '60611', phone: '3125550143' },
  { id: '119384756', type: 'NPI-1', sole: true, first: 'Rebecca', last: 'Stanton', credential: 'MD', specialty: 'Orthopaedic Surgery, Sports Medicine', line1: '901 Walnut St', city: 'Philadelphia', state: 'PA', zip: '19107', phone: '2155550133' },
  { id: '128475039', type: 'NPI-1', first: 'Anthony', last: 'Moreno', credential: 'MD', specialty: 'Orthopaedic Surgery, Hip and Knee', line1: '6565 Fannin St', city: 'Houston', state: 'TX', zip: '77030', phone: '7135550164' },
  { id: '137560284', type: 'NPI-1', first: 'John', last: 'Smith', credential: 'MD', specialty: 'Orthopaedic Surgery', line1: '535 E 70th St', city: 'New York', state: 'NY', zip: '10021', phone: '2125550106' },
  { id: '146093827', type: 'NPI-1', sole: true, first: 'John', last: 'Smith', credential: 'DPT', specialty: 'Physical Therapist, Orthopaedic', line1: '410 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '2175550121' },
  // Physical therapists
  { id: '155829304', type: 'NPI-1', first: 'Priya', last: 'Raman', credential: 'PT, DPT', specialty: 'Physical Therapist', line1: '45 River Rd', city: 'Evanston', state: 'IL', zip: '60201', phone: '8475550178' },
  { id: '168302947', type: 'NPI-1', sole: true, first: 'Laura', last: 'Chen', credential: 'PT', specialty: 'Physical Therapist, Orthopaedic', line1: '1550 N Broadway', city: 'Denver', state: 'CO', zip: '80203', phone: '3035550149' },
  { id: '171029384', type: 'NPI-1', first: 'Samuel', last: 'Ortiz', credential: 'DPT', specialty: 'Physical Therapist, Sports', line1: '300 Pasteur Dr', city: 'Palo Alto', state: 'CA', zip: '94304', phone: '6505550112' },
  { id: '189203746', type: 'NPI-1', sole: true, first: 'Grace', last: 'Holloway', credential: 'PT, DPT', specialty: 'Physical Therapist, Geriatrics', line1: '75 Francis St', city: 'Boston', state: 'MA', zip: '02115', phone: '6175550155' },
  // Equipment suppliers (DME) and their people
  { id: '190384726', type: 'NPI-1', sole: true, first: 'Kevin', last: 'Brandt', credential: 'CO', specialty: 'Durable Medical Equipment & Medical Supplies', line1: '880 Summit Ave', city: 'Milwaukee', state: 'WI', zip: '53202', phone: '4145550120' },
  { id: '120394857', type: 'NPI-2', organization: 'Summit Medical Supply LLC', specialty: 'Durable Medical Equipment & Medical Supplies', line1: '880 Summit Ave', city: 'Milwaukee', state: 'WI', zip: '53202', phone: '4145550119' },
  { id: '132049586', type: 'NPI-2', organization: 'Harbor Home Medical Inc', specialty: 'Durable Medical Equipment & Medical Supplies', line1: '17 Harbor Way', city: 'Gary', state: 'IN', zip: '46402', phone: '2195550191' },
  { id: '143958602', type: 'NPI-2', organization: 'Keystone Orthotic Supply', specialty: 'Durable Medical Equipment & Medical Supplies, Orthopedic', line1: '250 Market St', city: 'Harrisburg', state: 'PA', zip: '17101', phone: '7175550130' },
  // Organisations: surgical practices, therapy clinics, hospitals
  { id: '154069382', type: 'NPI-2', organization: 'Northside Orthopaedics SC', specialty: 'Orthopaedic Surgery', line1: '1200 Lakeshore Dr', city: 'Chicago', state: 'IL', zip: '60611', phone: '3125550142' },
  { id: '165093821', type: 'NPI-2', organization: 'Riverside Physical Therapy LLC', specialty: 'Physical Therapy Clinic', line1: '45 River Rd', city: 'Evanston', state: 'IL', zip: '60201', phone: '8475550178' },
  { id: '176920384', type: 'NPI-2', organization: 'Lakeview Surgical Center', specialty: 'Ambulatory Surgical Center', line1: '3100 N Lake Shore Dr', city: 'Chicago', state: 'IL', zip: '60657', phone: '7735550163' },
  { id: '187302956', type: 'NPI-2', organization: 'Mountain View Joint Institute', specialty: 'Orthopaedic Surgery', line1: '1601 E 19th Ave', city: 'Denver', state: 'CO', zip: '80218', phone: '3035550176' },
  { id: '198203847', type: 'NPI-2', organization: 'Bayside Rehabilitation Center', specialty: 'Rehabilitation Clinic', line1: '2100 Webster St', city: 'San Francisco', state: 'CA', zip: '94115', phone: '4155550168' },
  { id: '109283746', type: 'NPI-2', organization: 'Capital City Orthopedic Associates', specialty: 'Orthopaedic Surgery', line1: '1010 Main St', city: 'Springfield', state: 'IL', zip: '62702', phone: '2175550188' },
  { id: '110293847', type: 'NPI-2', organization: 'Gulf Coast Sports Medicine', specialty: 'Sports Medicine Clinic', line1: '1200 Binz St', city: 'Houston', state: 'TX', zip: '77004', phone: '7135550171' },
];

/** The embedded directory as registry results, in a fixed order. */
export const embeddedNpiDirectory: readonly NpiResult[] = entries.map((entry) => {
  const person = [entry.first, entry.last].filter(Boolean).join(' ');
  return {
    number: npiWithCheckDigit(entry.id),
    enumeration_type: entry.type,
    sole_proprietor: entry.sole === true,
    name: entry.type === 'NPI-2' ? (entry.organization ?? '') : entry.credential ? `${person}, ${entry.credential}` : person,
    first_name: entry.first ?? null,
    last_name: entry.last ?? null,
    organization_name: entry.organization ?? null,
    credential: entry.credential ?? null,
    specialty: entry.specialty,
    line_1: entry.line1,
    city: entry.city,
    state: entry.state,
    zip_code: entry.zip,
    phone: entry.phone,
  };
});
