// generated from specs/ — do not edit
export type TeamMemberFormData = {
  practice_id?: Practice;
  user: Account;
  prefix?: Prefix;
  first_name: FirstName;
  last_name: LastName;
  email: Email;
  npi?: NPI;
  phone_number: Phone;
  hospital_location?: HospitalLocation;
  dme_id?: DME;
  surgeon_id?: Surgeon;
  physical_therapist_id?: PhysicalTherapist;
  profile_picture_url?: ProfilePicture;
};
export type Practice = number | null;
export type Role = number;
export type Username = string;
export type Password = string;
export type ConfirmPassword = string;
export type Prefix = string | null;
export type FirstName = string;
export type LastName = string;
export type Email = string;
export type NPI = string | null;
export type OfficePhone = string;
export type MobilePhone = string | null;
export type HospitalLocation = string | null;
export type DME = number | null;
export type Surgeon = number | null;
export type PhysicalTherapist = number | null;
export type ProfilePicture = string | null;

export interface Account {
  user_role_id: Role;
  username: Username;
  password: Password;
  confirmPassword: ConfirmPassword;
}
export interface Phone {
  office_phone: OfficePhone;
  mobile_phone?: MobilePhone;
}
