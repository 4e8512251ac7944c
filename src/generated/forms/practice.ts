// generated from specs/ — do not edit
export type PracticeType = number;
export type PracticeName = string;
export type Specialty = string | null;
export type NPI = string | null;
export type Address = string;
export type City = string;
export type State = string;
export type Zip = string;
export type OfficePhone = string;
export type TemplateURL = string | null;

export interface PracticeFormData {
  practice_type_id: PracticeType;
  name: PracticeName;
  specialty?: Specialty;
  npi?: NPI;
  address: {
    line_1: Address;
    city: City;
    state: State;
    zip_code: Zip;
  };
  phone_number: {
    number: OfficePhone;
  };
  template_url?: TemplateURL;
}
