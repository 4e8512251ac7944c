// generated from specs/ — do not edit
export type Role = number;
export type Username = string;
export type Email = string | null;
export type Password = string | null;
export type ConfirmPassword = string | null;
export type MonitorType = number | null;
export type FirstName = string | null;
export type LastName = string | null;
export type Credentials = string | null;

export interface UserFormData {
  user_role_id: Role;
  username: Username;
  email?: Email;
  password?: Password;
  confirm_password?: ConfirmPassword;
  user_monitor_type?: MonitorType;
  first_name?: FirstName;
  last_name?: LastName;
  credentials?: Credentials;
}
