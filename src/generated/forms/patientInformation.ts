// generated from specs/ — do not edit
export type FirstName = string;
export type LastName = string;
export type DateOfBirth = number | null;
export type Email = string | null;
export type MobilePhone = string;
export type HomePhone = string | null;
export type Address = string | null;
export type City = string | null;
export type State = string;
export type Zip = string | null;
export type SurgeonNPI = string;
export type PhysicalTherapistNPI = string | null;
export type DMENPI = string | null;
export type InstallationMethod = number;
export type PatientMonitoringSpecialist = number | null;
export type RTMPatientEducation = boolean;
export type RTMPermission = boolean;
export type FollowUpNeeded = boolean;
/**
 * CPT 98980: the first 20 minutes of interactive communication with the patient in the month
 */
export type InteractedWithPatientFirst20Minutes = boolean;
/**
 * CPT 98981: each additional 20 minutes of interactive communication in the month
 */
export type InteractedWithPatientEachAdditional20Minutes = boolean;
export type BetaPatient = boolean;

export interface PatientInformationFormData {
  first_name: FirstName;
  last_name: LastName;
  date_of_birth?: DateOfBirth;
  email_address?: Email;
  mobile_phone: MobilePhone;
  home_phone?: HomePhone;
  address: {
    line_1?: Address;
    city?: City;
    state: State;
    zip_code?: Zip;
  };
  surgeon_npi: SurgeonNPI;
  physical_therapist_npi?: PhysicalTherapistNPI;
  dme_npi?: DMENPI;
  installation_method_type_id: InstallationMethod;
  patient_monitoring_specialist_id?: PatientMonitoringSpecialist;
  rtm_patient_education?: RTMPatientEducation;
  rtm_permission?: RTMPermission;
  rtm_follow_up_needed?: FollowUpNeeded;
  interaction_code_80?: InteractedWithPatientFirst20Minutes;
  interaction_code_81?: InteractedWithPatientEachAdditional20Minutes;
  beta?: BetaPatient;
}
