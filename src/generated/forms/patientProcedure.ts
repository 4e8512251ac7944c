// generated from specs/ — do not edit
export type ProcedureType = number;
export type Leg = number;
export type ProcedureDate = number | null;
export type MedicareInsurance = boolean;
export type TreatmentTemplate = number;
/**
 * @maxItems 20
 */
export type CPTCodes = number[];
/**
 * @maxItems 20
 */
export type ICD10Codes = number[];
/**
 * @maxItems 20
 */
export type HCPCSCodes = number[];

export interface PatientProcedureFormData {
  procedure_type_id: ProcedureType;
  procedure_leg_type_id: Leg;
  procedure_date?: ProcedureDate;
  medicare_insurance?: MedicareInsurance;
  treatment_plan_template_id?: TreatmentTemplate;
  cpt?: CPTCodes;
  icd?: ICD10Codes;
  hcpcs?: HCPCSCodes;
}
