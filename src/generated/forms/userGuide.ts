// generated from specs/ — do not edit
export type PDFFile = string;
export type Version = string;
export type SuperAdmin = 1;
export type CustomerService = 2;
export type Sales = 3;
export type Technology = 4;
export type Executives = 5;
export type BillingTechnician = 6;
export type FieldSpecialist = 7;
export type CustomerServiceManager = 8;
export type CustomerServiceSenior = 9;
export type CustomerServiceJunior = 10;
export type ReportAccess = 11;
export type ServiceAccount = 13;
export type PatientMonitoringSpecialist = 14;
export type PatientMonitoringManager = 15;
export type PatientMonitoringAssistant = 16;
export type DMEAndStaff = 20;
export type SurgicalCenterAndPTPractice = 30;
export type Surgeon = 40;
export type PhysicalTherapist = 41;
export type ClinicalStaffMember = 50;
export type RTMConfigurationManager = 60;
export type Roles = (number &
  (
    | SuperAdmin
    | CustomerService
    | Sales
    | Technology
    | Executives
    | BillingTechnician
    | FieldSpecialist
    | CustomerServiceManager
    | CustomerServiceSenior
    | CustomerServiceJunior
    | ReportAccess
    | ServiceAccount
    | PatientMonitoringSpecialist
    | PatientMonitoringManager
    | PatientMonitoringAssistant
    | DMEAndStaff
    | SurgicalCenterAndPTPractice
    | Surgeon
    | PhysicalTherapist
    | ClinicalStaffMember
    | RTMConfigurationManager
  ))[];

export interface UserGuideFormData {
  user_guide: PDFFile;
  version?: Version;
  user_roles?: Roles;
}
