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
