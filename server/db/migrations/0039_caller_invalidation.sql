-- Issue 27: the middleware identifies a caller (token, user, team member, practice, permissions,
-- acting member) in one statement and keeps the answer a few seconds per token
-- (server/session/callerCache.ts). Every write that can change an answer (a token revoked,
-- refreshed or acting as another member; a user, team member, practice or permission changed)
-- announces itself on the channel `cadence_callers` when it commits, whoever wrote it: the API of
-- any middleware process, a command-line tool, or SQL by hand. Each process that hears it drops
-- every caller it holds (such writes are rare beside reads). A new token or user is not
-- announced: no process holds it yet.
create function announce_caller_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('cadence_callers', tg_table_name);
  return null;
end $$;

create trigger access_tokens_caller_change after update or delete or truncate on access_tokens
  for each statement execute function announce_caller_change();
create trigger users_caller_change after update or delete or truncate on users
  for each statement execute function announce_caller_change();
create trigger user_roles_caller_change after insert or update or delete or truncate on user_roles
  for each statement execute function announce_caller_change();
create trigger permissions_caller_change after insert or update or delete or truncate on permissions
  for each statement execute function announce_caller_change();
create trigger user_permissions_caller_change after insert or update or delete or truncate on user_permissions
  for each statement execute function announce_caller_change();
create trigger practice_team_members_caller_change after insert or update or delete or truncate on practice_team_members
  for each statement execute function announce_caller_change();
create trigger team_member_permissions_caller_change after insert or update or delete or truncate on team_member_permissions
  for each statement execute function announce_caller_change();
create trigger practices_caller_change after update or delete or truncate on practices
  for each statement execute function announce_caller_change();
