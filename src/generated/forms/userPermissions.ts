// generated from specs/ — do not edit
export type AddTeamMember = 2;
export type EditTeamMember = 3;
export type ViewTeamMember = 4;
export type AddStaff = 5;
export type EditStaff = 6;
export type ViewStaff = 7;
export type AddPatient = 8;
export type EditPatient = 9;
export type AddTreatmentPlan = 10;
export type EditTreatmentPlan = 11;
export type ViewTreatmentPlan = 12;
export type EditAllPermissions = 13;
export type ViewAllPatients = 14;
export type ViewAllTeamMembers = 15;
export type EditPractice = 16;
export type Permissions = (number &
  (
    | AddTeamMember
    | EditTeamMember
    | ViewTeamMember
    | AddStaff
    | EditStaff
    | ViewStaff
    | AddPatient
    | EditPatient
    | AddTreatmentPlan
    | EditTreatmentPlan
    | ViewTreatmentPlan
    | EditAllPermissions
    | ViewAllPatients
    | ViewAllTeamMembers
    | EditPractice
  ))[];

export interface UserPermissionsFormData {
  permission_ids?: Permissions;
}
