// Everything the server knows about a signed-in user that authorization, data scope and the
// login response need, loaded in one place (loadUserProfile).

export interface UserRecord {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  role_id: number;
  role_name: string;
  consented: boolean;
  password_changed_at: Date;
}

export interface TeamMemberRecord {
  id: number;
  first_name: string;
  last_name: string;
  npi: string | null;
  practice_id: number;
  role_type: number;
}

export interface PracticeRecord {
  id: number;
  name: string;
  template_url: string | null;
  practice_type_id: number;
}

export interface UserProfile {
  user: UserRecord;
  teamMember: TeamMemberRecord | null;
  practice: PracticeRecord | null;
  /** Effective permission names: the role's built-in set, else the team member's list. */
  permissions: string[];
  isSuperUser: boolean;
  /** True while a super user acts as a practice's team member (practice_team_member/spoof). */
  acting?: boolean;
}
