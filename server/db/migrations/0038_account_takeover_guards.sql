-- Issue 25 (account takeover), findings 11 and 13.
-- Token families: every sign-in starts a family and each refresh continues it, so that logout
-- revokes the whole session (the successor and the predecessor still in its 30-second grace), and
-- a token already refreshed away (`replaced_at`) cannot refresh a second time.
alter table access_tokens add column family_id text;
alter table access_tokens add column replaced_at timestamptz;
update access_tokens set family_id = 'token-' || id::text where family_id is null;
alter table access_tokens alter column family_id set not null;
create index access_tokens_family_idx on access_tokens (family_id);

-- Single sign-on tokens accepted once: the identity provider's id of each token login/okta took
-- (its jti, else its nonce), kept until the token expires, in the database so that every
-- instance of the middleware refuses a replay.
create table identity_token_uses (
  token_id text primary key,
  expires_at timestamptz not null
);
create index identity_token_uses_expiry_idx on identity_token_uses (expires_at);
