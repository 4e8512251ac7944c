// generated from specs/ — do not edit
export interface MaintenanceWindowFormData {
  start_date_time: number;
  duration_minutes: number;
  is_indefinitely?: boolean;
  procedure_type_id: number | null;
  message: string;
  affected_patients?: string;
  active?: boolean;
}
