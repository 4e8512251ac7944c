// generated from specs/ — do not edit
export type NumberOfDays = number;
export type DailyPrice = number;
export type Total = number;
export type Message = string;

export interface SelfPayOptionFormData {
  days: NumberOfDays;
  daily_price: DailyPrice;
  total?: Total;
  name: Message;
}
