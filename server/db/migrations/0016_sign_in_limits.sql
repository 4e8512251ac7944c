-- Sign-in hardening (issue 9, items 3 and 4).
--
-- The counters of the rate limits on the sign-in and mail-sending calls: @fastify/rate-limit's
-- store kept in the database, so that several middleware processes on one PostgreSQL share them.
-- One row per key (operation, scope and value, e.g. `login:ip:10.0.0.7`) with a fixed window that
-- restarts when it has run out; the upsert that counts a hit is one atomic statement.
create table rate_limit_counters (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);
create index rate_limit_counters_window_idx on rate_limit_counters (window_started_at);

-- Failed sign-in attempts per login name (lower-cased, so unknown names lock the same way as real
-- ones and the lock reveals nothing) and kind: `password` (account lockout, ASVS 2.2.1) and
-- `two_factor` (wrong codes counted across codes, so a fresh code per sign-in does not reset them).
-- A success deletes the row; `locked_until` refuses every attempt of that kind until it passes.
create table sign_in_failures (
  login text not null,
  kind text not null check (kind in ('password', 'two_factor')),
  failures integer not null,
  window_started_at timestamptz not null,
  locked_until timestamptz,
  primary key (login, kind)
);

-- The two-factor lock moved to sign_in_failures (kind `two_factor`).
alter table users drop column two_factor_locked_until;
