-- Acting as a practice's team member, and the portal's remote console log (document 1,
-- sections 7 and 8; document 3, section 2.2).
--
-- A super user who spoofs a practice acts as one of its team members for the rest of that
-- session: the acting member is kept on the access token (and carried over by refresh), so that
-- the server judges later calls with the member's practice and permissions. Clearing it returns
-- to the super user's own view.
alter table access_tokens add column acting_team_member_id integer references practice_team_members (id);

-- Console output the portal ships to the middleware (its queue keeps up to 100000 entries).
create table remote_log_entries (
  id bigserial primary key,
  user_id integer references users (id),
  level text not null check (level in ('log', 'info', 'warn', 'error', 'debug')),
  message text not null,
  logged_at timestamptz not null,
  page text,
  received_at timestamptz not null default now()
);
create index remote_log_entries_user_idx on remote_log_entries (user_id, logged_at desc);

-- The role's type (document 1, section 3: the role list of the practice-type list keeps
-- user_role_type_id 4): 4 for the practice (clinic) roles DME and staff 20, surgical center and PT
-- practice 30, surgeon 40, physical therapist 41 and clinical staff 50; 5 for the patient 99;
-- 1 for internal staff. Derived from the id, so the seeded roles need no extra step.
alter table user_roles add column user_role_type_id integer generated always as (
  case when id in (20, 30, 40, 41, 50) then 4 when id = 99 then 5 else 1 end
) stored;
