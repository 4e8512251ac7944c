// The patient banner's formats (issue 27 defect 9; specs/screens/patient-profile.screen.yaml
// `detail.banner`): date of birth with age, procedure with side, post-op day.
import { postOpDay, unixSecondsDay } from '../../domain/treatmentPlan/postOpDay';
import { emptyCell, toFiniteNumber, type CellFormat, type Row } from '../../runtime/formats/cellDisplay';
import { message } from '../../src/generated/catalog';

/** A UTC-midnight day in unix seconds as MM/DD/YYYY. */
function dayText(seconds: number): string {
  const [year, month, day] = unixSecondsDay(seconds).split('-');
  return `${month ?? ''}/${day ?? ''}/${year ?? ''}`;
}

const record = (value: unknown): Row => (typeof value === 'object' && value !== null ? { ...value } : {});
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Date of birth (unix seconds, UTC midnight) with the row's `age`: '03/12/1958 (68 years)'. */
export const dateOfBirthAgeFormat: CellFormat = (value, row) => {
  const seconds = toFiniteNumber(value);
  if (seconds === null) return emptyCell;
  const age = toFiniteNumber(row.age);
  return { kind: 'text', text: age === null ? dayText(seconds) : message('bannerDateOfBirthAge', { date: dayText(seconds), age }) };
};

/** A patient procedure (`patient_procedure`) as its name and side: 'Total Knee Arthroplasty (Left)'. */
export const procedureSideFormat: CellFormat = (value) => {
  const procedure = record(value);
  const name = text(procedure.procedure_name) || text(record(procedure.procedure_type).name);
  const side = text(record(procedure.procedure_leg_type).name);
  if (name === '') return emptyCell;
  return { kind: 'text', text: side === '' ? name : message('bannerProcedureSide', { procedure: name, side }) };
};

/** The procedure date (unix seconds) as the post-op day seen today ({@link postOpDay}): 'Day 43', '3 days before surgery'. */
export const postOpDayFormat: CellFormat = (value) => {
  const seconds = toFiniteNumber(value);
  if (seconds === null) return emptyCell;
  const today = new Date();
  const localToday = `${String(today.getFullYear())}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const day = postOpDay(unixSecondsDay(seconds), localToday);
  if (day === null) return emptyCell;
  return { kind: 'text', text: day >= 0 ? message('bannerPostOpDay', { day }) : message('bannerPreOpDays', { days: -day }) };
};

/** The banner's formats, by the names `specs/catalog/registry.yaml` lists. */
export const patientBannerFormats: Readonly<Record<string, CellFormat>> = {
  dateOfBirthAge: dateOfBirthAgeFormat,
  procedureSide: procedureSideFormat,
  postOpDay: postOpDayFormat,
};
