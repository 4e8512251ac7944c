// generated from specs/ — do not edit
export type Description = string;
export type IssueType = 'feedback' | 'demand' | 'issue' | 'idea';
export type LineOfBusiness = 'cardiac' | 'Ortho';
export type Attachments = string | null;

export interface BugReportFormData {
  description: Description;
  issue_type: IssueType;
  line_of_business: LineOfBusiness;
  attachments?: Attachments;
}
