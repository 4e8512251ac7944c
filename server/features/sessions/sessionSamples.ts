// One row of session_samples (migration 0019) as the chart calls answer it: the field names of
// document 2, section 3 "Session chart data".

export type SampleKind = 'pedal_radius' | 'o2' | 'blood_pressure' | 'ecg' | 'rpe';

export interface SampleRow {
  recorded_at: Date | string;
  value: number | null;
  second_value: number | null;
  points: unknown;
}

export interface EcgPoint {
  x: number;
  y: number;
}

export interface SessionChartSample {
  date_time: string;
  adjustment_value?: number;
  o2_value?: number;
  systolic_value?: number;
  diastolic_value?: number;
  ecg_data?: EcgPoint[];
  rpe_response_value?: number;
}

const isPoint = (value: unknown): value is EcgPoint =>
  typeof value === 'object' &&
  value !== null &&
  'x' in value &&
  'y' in value &&
  typeof value.x === 'number' &&
  typeof value.y === 'number';

/**
 * The answer row of a stored sample of `kind`.
 *
 * @example
 * sampleOf('o2', { recorded_at: new Date(), value: 97, second_value: null, points: null }) // { date_time, o2_value: 97 }
 */
export function sampleOf(kind: SampleKind, row: SampleRow): SessionChartSample {
  const date_time = new Date(row.recorded_at).toISOString();
  const value = row.value ?? 0;
  switch (kind) {
    case 'pedal_radius':
      return { date_time, adjustment_value: value };
    case 'o2':
      return { date_time, o2_value: value };
    case 'blood_pressure':
      return { date_time, systolic_value: value, diastolic_value: row.second_value ?? 0 };
    case 'ecg':
      return { date_time, ecg_data: Array.isArray(row.points) ? row.points.filter(isPoint) : [] };
    case 'rpe':
      return { date_time, rpe_response_value: value };
  }
}
