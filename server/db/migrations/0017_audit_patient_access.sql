-- The audit of patient data (issue 9, item 5; DESIGN.md "Audit"): every read and write of patient
-- data is one row of audit_log, written by server/audit/auditOperation.ts for each operation of
-- specs/api marked `x-audit`. The table becomes append-only: rows are never changed or removed.

alter table audit_log
  -- The operationId of specs/api, and what it did: read, search, create, write (change), delete.
  add column operation text,
  add column kind text check (kind in ('read', 'search', 'create', 'write', 'delete')),
  -- 'ok' (answered) or 'denied' (a signed-in caller was refused).
  add column outcome text check (outcome in ('ok', 'denied')),
  -- The one patient of a read or write (from the path, the body or the answer); bigint so that an
  -- id beyond the patients' own range, refused elsewhere, is still recorded as it was asked for.
  add column patient_id bigint,
  -- Every patient the call touched or answered (a list or a search answers many).
  add column patient_ids bigint[] not null default '{}',
  -- The query of a list or a search: filters, search text, order and page, as sent.
  add column query jsonb,
  add column user_agent text,
  -- The practice team member a super user acted as (practice_team_member/spoof), else null.
  add column acting_team_member_id integer,
  -- What the caller claimed in X-Forwarded-For: the portal reports the user's public address
  -- there, but anyone can write anything in it, so it is kept apart from `ip` (the address the
  -- connection came from, or the trusted proxy's forwarded one).
  add column reported_ip text;

create index audit_log_created_idx on audit_log (created_at desc, id desc);
create index audit_log_patient_idx on audit_log (patient_id, created_at desc) where patient_id is not null;
create index audit_log_patient_ids_idx on audit_log using gin (patient_ids);

create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % is refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;

create trigger audit_log_no_update_or_delete before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
